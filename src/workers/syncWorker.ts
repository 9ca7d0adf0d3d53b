import { proxy } from 'comlink';
import { closeUserDatabase, deleteUserDatabase, openUserDatabase } from '../db/userDatabase';
import { INITIAL_SYNC_STATUS } from '../sync/SyncStatus';
import type { SyncEngine } from '../sync/SyncEngine';
import { VaultKeeper } from '../vault/vaultKeeper';
import { requestLeadership, type LeaderLocks, type Leadership } from './leadership';
import { LeaderSession, type LeaderSessionEnvironment } from './leaderSession';
import {
  followerReceiver,
  leaderRouter,
  type ChannelMessage,
  type LeaderRequest,
  type SyncChannel,
} from './syncChannel';
import { SyncRole, type SyncWorkerApi, type WorkerSyncStatus } from './syncWorkerApi';
import { createVaultWorkerApi } from './vaultWorkerApi';

/**
 * The sync worker's API, independent of the worker globals so tests can run two "tabs" side by
 * side. Only one tab syncs: every tab's worker asks for the Web Lock `kundencenter-sync-<uuid>`
 * (leadership.ts); the holder runs the leader's session (leaderSession.ts: the user's database and
 * the SyncEngine) for as long as it lives, the others wait for the lock and do nothing, since their
 * pages follow the database through Dexie's live queries. Calls that need the engine (kick, hint,
 * pull, resume, a new XSRF token) are forwarded from followers to the leader over the cross-tab
 * channel (syncChannel.ts), and the leader broadcasts its status so every tab's navbar shows it.
 * This file only composes the three.
 */

export { broadcastChannel, type ChannelMessage, type SyncChannel } from './syncChannel';
export type SyncLocks = LeaderLocks;

export interface SyncWorkerEnvironment extends Omit<LeaderSessionEnvironment, 'openDatabase'> {
  locks: SyncLocks;
  openChannel: (name: string) => SyncChannel;
  /** Registers for the global online/offline events. */
  onConnectivity: (listener: (online: boolean) => void) => void;
  openDatabase?: LeaderSessionEnvironment['openDatabase'];
  closeDatabase?: () => void;
}

export function syncLockName(userUuid: string): string {
  return `kundencenter-sync-${userUuid}`;
}

interface Session {
  userUuid: string;
  /** Asks for the sync lock; called once the vault is open (at once without a vault). */
  beginLeading: (() => void) | null;
  channel: SyncChannel;
  leadership: Leadership | null;
  leader: LeaderSession | null;
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

  /** The engine when this tab leads the current session. */
  function leading(): SyncEngine | null {
    return session?.leader?.engine ?? null;
  }

  function receiverOf(current: Session): (message: ChannelMessage) => void {
    const engine = () => current.leader?.engine;
    const asLeader = leaderRouter(current.channel, {
      kick: (options) => void engine()?.kick(options),
      pull: () => void engine()?.pullNow(),
      hint: (cursor) => engine()?.hint(cursor),
      resume: () => void engine()?.resume(),
      xsrf: (token) => {
        xsrfToken = token;
      },
      hello: () => engine()?.getStatus() ?? status,
    });
    const asFollower = followerReceiver({
      status: (leaderStatus) => publish({ ...leaderStatus, role: SyncRole.follower }),
      xsrf: (token) => {
        xsrfToken = token;
      },
    });
    return (message) => {
      if (session !== current) return;
      if (engine()) asLeader(message);
      else asFollower(message);
    };
  }

  function lead(current: Session): Promise<void> {
    const leader = new LeaderSession(
      { ...env, openDatabase },
      {
        userUuid: current.userUuid,
        getXsrfToken: () => xsrfToken,
        isCurrent: () => session === current,
        onLeading: (engine) => publish({ ...engine.getStatus(), role: SyncRole.leader }),
        onStatus: (next) => {
          publish({ ...next, role: SyncRole.leader });
          current.channel.post({ type: 'status', status: next });
        },
        onDatabaseDeleted: () => void api.stop(),
      },
    );
    current.leader = leader;
    return leader.run();
  }

  function networkChanged(online: boolean): void {
    session?.leader?.networkChanged(online);
  }

  /** Sends a request to the engine, here or in the leading tab. */
  function forward(message: LeaderRequest, here: (engine: SyncEngine) => unknown): void {
    if (!session) return;
    const engine = leading();
    if (engine) void here(engine);
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
        leadership: null,
        leader: null,
      };
      session = current;
      current.channel.listen(receiverOf(current));
      publish({ ...INITIAL_SYNC_STATUS, online: env.isOnline(), role: SyncRole.follower, userUuid });
      current.channel.post({ type: 'hello' });
      current.beginLeading = () => {
        current.beginLeading = null;
        current.leadership = requestLeadership(env.locks, syncLockName(userUuid), () =>
          session === current ? lead(current) : Promise.resolve(),
        );
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
      current.leader?.stop();
      current.leadership?.release();
      current.channel.close();
      if (current.leader?.engine) closeDatabase();
      publish({ ...INITIAL_SYNC_STATUS, role: SyncRole.idle, userUuid: null });
    },

    kick(options = {}) {
      forward({ type: 'kick', ...options }, (engine) => engine.kick(options));
    },

    async pullNow() {
      const engine = leading();
      if (engine) await engine.pullNow();
      else session?.channel.post({ type: 'pull' });
    },

    hint(cursor) {
      forward({ type: 'hint', cursor }, (engine) => engine.hint(cursor));
    },

    async resume(userUuid, token) {
      if (!session || session.userUuid !== userUuid) return false;
      if (token !== undefined) api.setXsrfToken(token);
      const engine = leading();
      if (engine) await engine.resume();
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
