import { proxy } from 'comlink';
import type { KundencenterDb } from '../db/KundencenterDb';
import { closeUserDatabase, deleteUserDatabase, openUserDatabase } from '../db/userDatabase';
import type { SealBytes } from '../sync/reportFiles';
import { sealReportFile } from '../vault/reportFileSeal';
import { openBody } from '../vault/sealedBodies';
import { sealRow } from '../vault/sealedFields';
import { VaultKeeper } from '../vault/vaultKeeper';
import { createVaultWorkerApi, VaultLockedError } from './vaultWorkerApi';
import type { Clock } from '../sync/Clock';
import { createFetchApi } from '../sync/fetchApi';
import type { SyncApi } from '../sync/SyncApi';
import { SyncEngine } from '../sync/SyncEngine';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../sync/SyncStatus';
import { SyncRole, type SyncWorkerApi, type WorkerSyncStatus } from './syncWorkerApi';
import type { RealtimeConnection, RealtimeHooks } from './realtimeHints';
import { RealtimeLink } from './realtimeLink';

/**
 * The sync worker's API, independent of the worker globals so tests can run two "tabs" side by
 * side. Only one tab syncs: every tab's worker asks for the Web Lock `kundencenter-sync-<uuid>`;
 * the holder (the leader) opens the user's database and runs the SyncEngine for as long as it
 * lives, the others wait for the lock and do nothing, since their pages follow the database
 * through Dexie's live queries. Calls that need the engine (kick, hint, pull, resume, a new XSRF
 * token) are forwarded from followers to the leader over a BroadcastChannel, and the leader
 * broadcasts its status so every tab's navbar shows it.
 */

export interface SyncLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export type ChannelMessage =
  | { type: 'kick' }
  | { type: 'pull' }
  | { type: 'hint'; cursor: string }
  | { type: 'resume' }
  | { type: 'xsrf'; token: string | null }
  | { type: 'hello' }
  | { type: 'status'; status: SyncStatus };

export interface SyncChannel {
  post(message: ChannelMessage): void;
  listen(listener: (message: ChannelMessage) => void): void;
  close(): void;
}

export interface SyncWorkerEnvironment {
  locks: SyncLocks;
  openChannel: (name: string) => SyncChannel;
  isOnline: () => boolean;
  /** Registers for the global online/offline events. */
  onConnectivity: (listener: (online: boolean) => void) => void;
  /** The HTTP of the engine; by default fetch against the same origin. */
  api?: SyncApi;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  clock?: Clock;
  openDatabase?: (userUuid: string) => Promise<KundencenterDb>;
  closeDatabase?: () => void;
  /**
   * Keeps report PDFs on the device after pulls (src/sync/reportFiles.ts); absent in tests that
   * do not exercise it.
   */
  prefetchReportFiles?: (db: KundencenterDb, seal: SealBytes | undefined) => Promise<unknown>;
  /**
   * The user's encrypted vault (issue 7). With it, a tab syncs only once its vault is open, and
   * pulled patient fields, PDFs and sealed outbox bodies pass through its key; without it (most
   * tests), data is stored as it comes.
   */
  vault?: VaultKeeper;
  /** The leader's socket of real-time hints (realtimeHints.ts); absent in tests and without a socket. */
  connectRealtime?: (hooks: RealtimeHooks) => Promise<RealtimeConnection | null>;
}

export function syncLockName(userUuid: string): string {
  return `kundencenter-sync-${userUuid}`;
}

/** A SyncChannel over BroadcastChannel (one per user, like the lock). */
export function broadcastChannel(name: string): SyncChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      channel.onmessage = (event: MessageEvent<ChannelMessage>) => listener(event.data);
    },
    close: () => channel.close(),
  };
}

interface Session {
  userUuid: string;
  /** Asks for the sync lock; called once the vault is open (at once without a vault). */
  beginLeading: (() => void) | null;
  channel: SyncChannel;
  abort: AbortController;
  engine: SyncEngine | null;
  release: (() => void) | null;
  realtime?: RealtimeLink;
}

export function createSyncWorker(env: SyncWorkerEnvironment): SyncWorkerApi {
  const openDatabase = env.openDatabase ?? openUserDatabase;
  const closeDatabase = env.closeDatabase ?? closeUserDatabase;
  let session: Session | null = null;
  let xsrfToken: string | null = null;
  let listener: ((status: WorkerSyncStatus) => void) | null = null;
  let status: WorkerSyncStatus = { ...INITIAL_SYNC_STATUS, role: SyncRole.idle, userUuid: null };

  function publish(patch: Partial<WorkerSyncStatus>): void {
    status = { ...status, ...patch };
    listener?.({ ...status });
  }

  function isLeader(current: Session | null): current is Session & { engine: SyncEngine } {
    return current?.engine != null;
  }

  /** As leader: do what a message asks. As follower: take the leader's status. */
  function receive(current: Session, message: ChannelMessage): void {
    if (session !== current) return;
    if (!isLeader(current)) {
      if (message.type === 'status') publish({ ...message.status, role: SyncRole.follower });
      if (message.type === 'xsrf') xsrfToken = message.token;
      return;
    }
    const { engine } = current;
    switch (message.type) {
      case 'kick':
        void engine.kick();
        break;
      case 'pull':
        void engine.pullNow();
        break;
      case 'hint':
        engine.hint(message.cursor);
        break;
      case 'resume':
        void engine.resume();
        break;
      case 'xsrf':
        xsrfToken = message.token;
        break;
      case 'hello':
        current.channel.post({ type: 'status', status: engine.getStatus() });
        break;
      case 'status':
        break;
    }
  }

  async function lead(current: Session): Promise<void> {
    const db = await openDatabase(current.userUuid);
    if (session !== current) return;
    // Logout in another tab deletes the database: stop, and do not let Dexie re-create it empty.
    db.on('versionchange', (event) => {
      if (event.newVersion) return;
      db.close({ disableAutoOpen: true });
      if (session === current) void api.stop();
    });
    const key = () => {
      const found = env.vault?.keyOf(current.userUuid);
      if (!found) throw new VaultLockedError();
      return found;
    };
    const prefetch = serialized(async () => {
      if (session !== current) return;
      const seal: SealBytes | undefined = env.vault
        ? (id, bytes) => sealReportFile(key(), id, bytes)
        : undefined;
      await env.prefetchReportFiles?.(db, seal);
    });
    let lastSyncAt: number | null = null;
    const engine = new SyncEngine({
      db,
      api: env.api ?? createFetchApi(env.fetch ?? ((input, init) => fetch(input, init))),
      clock: env.clock,
      getXsrfToken: () => xsrfToken,
      getSocketId: () => current.realtime?.socketId(),
      ...(env.vault
        ? {
            seal: (entity, id, data) => sealRow(key(), entity, id, data),
            openBody: (row) => openBody(key(), row.path, row.body),
          }
        : {}),
      isOnline: env.isOnline,
      onStatus: (next) => {
        if (session !== current) return;
        if (next.lastSyncAt !== lastSyncAt) {
          lastSyncAt = next.lastSyncAt;
          prefetch();
        }
        publish({ ...next, role: SyncRole.leader });
        current.channel.post({ type: 'status', status: next });
      },
    });
    current.engine = engine;
    publish({ ...engine.getStatus(), role: SyncRole.leader });
    await engine.start();
    listenForHints(current, db, engine);
  }

  /**
   * Socket hints become debounced pulls, a (re)subscription an immediate one; the link retries an
   * unopened socket (realtimeLink.ts). Without a socket the 60 s pull remains.
   */
  function listenForHints(current: Session, db: KundencenterDb, engine: SyncEngine): void {
    const connect = env.connectRealtime;
    if (!connect || session !== current) return;
    current.realtime = new RealtimeLink(
      () =>
        connect({
          db,
          userUuid: current.userUuid,
          getXsrfToken: () => xsrfToken,
          // A hint without a cursor (a change of everyone's data) never equals the local cursor.
          onHint: (cursor) => engine.hint(cursor ?? ''),
          onListening: () => void engine.pullNow(),
        }),
      env.clock,
    );
    current.realtime.start();
  }

  /** The network is back (the worker's own event or the page's): sync, and reopen the socket now. */
  function networkChanged(online: boolean): void {
    if (!isLeader(session)) return;
    session.engine.setOnline(online);
    if (online) session.realtime?.networkBack();
  }

  /** Sends a request to the engine, here or in the leading tab. */
  function forward(message: ChannelMessage, here: (engine: SyncEngine) => unknown): void {
    if (!session) return;
    if (isLeader(session)) void here(session.engine);
    else session.channel.post(message);
  }

  env.onConnectivity(networkChanged);

  const api: SyncWorkerApi = {
    setOnline: networkChanged,
    async start(userUuid, token) {
      xsrfToken = token;
      if (session?.userUuid === userUuid) return;
      await api.stop();
      const current: Session = {
        userUuid,
        beginLeading: null,
        channel: env.openChannel(syncLockName(userUuid)),
        abort: new AbortController(),
        engine: null,
        release: null,
      };
      session = current;
      current.channel.listen((message) => receive(current, message));
      publish({ ...INITIAL_SYNC_STATUS, online: env.isOnline(), role: SyncRole.follower, userUuid });
      current.channel.post({ type: 'hello' });
      current.beginLeading = () => {
        current.beginLeading = null;
        env.locks
          .request(syncLockName(userUuid), { signal: current.abort.signal }, async () => {
            if (session !== current) return;
            const held = new Promise<void>((resolve) => {
              current.release = resolve;
            });
            await lead(current);
            await held;
          })
          .catch(() => {
            // Aborted by stop() while waiting, or the database failed to open: nothing to sync here.
          });
      };
      // A locked vault cannot store what a pull brings: this tab waits for its unlock.
      if (!env.vault || env.vault.keyOf(userUuid)) current.beginLeading();
    },

    setXsrfToken(token) {
      xsrfToken = token;
      session?.channel.post({ type: 'xsrf', token });
    },

    async stop() {
      const current = session;
      if (!current) return;
      session = null;
      current.abort.abort();
      // Not awaited: a request on the wire may hang; once the database is closed its result is
      // dropped, and a write interrupted so is resent under its key at the next start.
      void current.engine?.stop();
      current.realtime?.stop();
      current.release?.();
      current.channel.close();
      if (current.engine) closeDatabase();
      publish({ ...INITIAL_SYNC_STATUS, role: SyncRole.idle, userUuid: null });
    },

    kick() {
      forward({ type: 'kick' }, (engine) => engine.kick());
    },

    async pullNow() {
      if (isLeader(session)) await session.engine.pullNow();
      else session?.channel.post({ type: 'pull' });
    },

    hint(cursor) {
      forward({ type: 'hint', cursor }, (engine) => engine.hint(cursor));
    },

    async resume(userUuid, token) {
      if (!session || session.userUuid !== userUuid) return false;
      if (token !== undefined) api.setXsrfToken(token);
      if (isLeader(session)) await session.engine.resume();
      else session.channel.post({ type: 'resume' });
      return true;
    },

    status() {
      return { ...status };
    },

    vault: proxy(
      createVaultWorkerApi({
        keeper: env.vault ?? new VaultKeeper({ openDatabase, wipeDatabase: deleteUserDatabase }),
        openDatabase,
        fetch: env.fetch,
        onUnlocked: (userUuid) => {
          if (session?.userUuid === userUuid) session.beginLeading?.();
        },
      }),
    ),

    setStatusListener(next) {
      listener = next;
      next?.({ ...status });
    },
  };
  return api;
}

/**
 * Runs `task` now, or once more after the running call when called meanwhile; never two at a
 * time. Failures are dropped: the next call tries again.
 */
function serialized(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await task().catch(() => undefined);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
