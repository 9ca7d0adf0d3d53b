import type { KundencenterDb } from '../db/KundencenterDb';
import type { Clock } from '../sync/Clock';
import { createFetchApi } from '../sync/fetchApi';
import type { SealBytes } from '../sync/reportFiles';
import type { SyncApi } from '../sync/SyncApi';
import { SyncEngine } from '../sync/SyncEngine';
import type { SyncStatus } from '../sync/SyncStatus';
import { sealMessageFile } from '../vault/messageFileSeal';
import { sealReportFile } from '../vault/reportFileSeal';
import { openBody } from '../vault/sealedBodies';
import { sealRow } from '../vault/sealedFields';
import type { VaultKeeper } from '../vault/vaultKeeper';
import type { RealtimeConnection, RealtimeHooks } from './realtimeHints';
import { RealtimeLink } from './realtimeLink';
import { serialized } from './serialized';
import { VaultLockedError } from './vaultWorkerApi';

/**
 * What the leading tab runs for one user: it opens the user's database, runs the SyncEngine with
 * the vault's key, keeps report PDFs and message attachments after pulls and listens to the socket's hints. It knows
 * nothing of locks or other tabs: the worker (syncWorker.ts) starts it once it leads, and passes
 * its status on to the page and the followers.
 */

export interface LeaderSessionEnvironment {
  isOnline: () => boolean;
  /** The HTTP of the engine; by default fetch against the same origin. */
  api?: SyncApi;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  clock?: Clock;
  openDatabase: (userUuid: string) => Promise<KundencenterDb>;
  /** Keeps report PDFs on the device after pulls (src/sync/reportFiles.ts). */
  prefetchReportFiles?: (db: KundencenterDb, seal: SealBytes | undefined) => Promise<unknown>;
  /** Keeps the attachments of current system messages on the device (src/sync/messageFiles.ts). */
  prefetchMessageFiles?: (db: KundencenterDb, seal: SealBytes | undefined) => Promise<unknown>;
  /** Without it (most tests), data is stored as it comes. */
  vault?: VaultKeeper;
  connectRealtime?: (hooks: RealtimeHooks) => Promise<RealtimeConnection | null>;
}

export interface LeaderSessionHooks {
  userUuid: string;
  getXsrfToken: () => string | null;
  /** False once the worker stopped or switched users: late results are dropped. */
  isCurrent: () => boolean;
  /** The engine exists (before its first sync). */
  onLeading: (engine: SyncEngine) => void;
  onStatus: (status: SyncStatus) => void;
  /** Logout in another tab deleted the database. */
  onDatabaseDeleted: () => void;
}

export class LeaderSession {
  engine: SyncEngine | null = null;
  private realtime: RealtimeLink | undefined;

  constructor(
    private readonly env: LeaderSessionEnvironment,
    private readonly hooks: LeaderSessionHooks,
  ) {}

  /** Opens the database and syncs; resolves after the first sync attempt. */
  async run(): Promise<void> {
    const { env, hooks } = this;
    const db = await env.openDatabase(hooks.userUuid);
    if (!hooks.isCurrent()) return;
    // Logout in another tab deletes the database: stop, and do not let Dexie re-create it empty.
    db.on('versionchange', (event) => {
      if (event.newVersion) return;
      db.close({ disableAutoOpen: true });
      if (hooks.isCurrent()) hooks.onDatabaseDeleted();
    });
    const key = () => {
      const found = env.vault?.keyOf(hooks.userUuid);
      if (!found) throw new VaultLockedError();
      return found;
    };
    const prefetch = serialized(async () => {
      if (!hooks.isCurrent()) return;
      const seal: SealBytes | undefined = env.vault
        ? (id, bytes) => sealReportFile(key(), id, bytes)
        : undefined;
      await env.prefetchReportFiles?.(db, seal);
      const sealFile: SealBytes | undefined = env.vault
        ? (id, bytes) => sealMessageFile(key(), id, bytes)
        : undefined;
      await env.prefetchMessageFiles?.(db, sealFile);
    });
    let lastSyncAt: number | null = null;
    const engine = new SyncEngine({
      db,
      api: env.api ?? createFetchApi(env.fetch ?? ((input, init) => fetch(input, init))),
      clock: env.clock,
      getXsrfToken: hooks.getXsrfToken,
      getSocketId: () => this.realtime?.socketId(),
      ...(env.vault
        ? {
            seal: (entity, id, data) => sealRow(key(), entity, id, data),
            openBody: (row) => openBody(key(), row.path, row.body),
          }
        : {}),
      isOnline: env.isOnline,
      onStatus: (next) => {
        if (!hooks.isCurrent()) return;
        if (next.lastSyncAt !== lastSyncAt) {
          lastSyncAt = next.lastSyncAt;
          prefetch();
        }
        hooks.onStatus(next);
      },
    });
    this.engine = engine;
    hooks.onLeading(engine);
    await engine.start();
    this.listenForHints(db, engine);
  }

  /** The network is back (the worker's own event or the page's): sync, and reopen the socket now. */
  networkChanged(online: boolean): void {
    if (!this.engine) return;
    this.engine.setOnline(online);
    if (online) this.realtime?.networkBack();
  }

  /**
   * Not awaited: a request on the wire may hang; once the database is closed its result is
   * dropped, and a write interrupted so is resent under its key at the next start.
   */
  stop(): void {
    void this.engine?.stop();
    this.realtime?.stop();
  }

  /**
   * Socket hints become pulls (SyncEngine.hint), a (re)subscription an immediate one; the link
   * retries an unopened socket (realtimeLink.ts). Without a socket the 60 s pull remains.
   */
  private listenForHints(db: KundencenterDb, engine: SyncEngine): void {
    const connect = this.env.connectRealtime;
    if (!connect || !this.hooks.isCurrent()) return;
    this.realtime = new RealtimeLink(
      (watch) =>
        connect({
          db,
          userUuid: this.hooks.userUuid,
          getXsrfToken: this.hooks.getXsrfToken,
          // A hint without a cursor (a change of everyone's data) never equals the local cursor.
          onHint: (cursor) => engine.hint(cursor ?? ''),
          onListening: () => void engine.pullNow(),
          onConnected: () => watch.connected(),
          onLost: () => watch.lost(),
        }),
      { clock: this.env.clock },
    );
    this.realtime.start();
  }
}
