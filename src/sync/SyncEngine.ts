import { SYNC_HINT_DEBOUNCE_MS, SYNC_PULL_INTERVAL_MS } from '../contract/constants';
import { syncCursorReached } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import { backoffDelay } from './backoff';
import { systemClock, type Clock } from './Clock';
import {
  pullAndConfirm,
  recoverInterrupted,
  replayOutbox,
  ReplayOutcome,
  type ReplayOptions,
} from './replayOutbox';
import type { SealRow } from './bootstrap';
import { isAuthStatus, type SyncApi } from './SyncApi';
import { SyncHttpError, SyncProtocolError } from './syncErrors';
import { INITIAL_SYNC_STATUS, SyncErrorCode, type SyncStatus } from './SyncStatus';

export interface SyncEngineOptions {
  db: KundencenterDb;
  api: SyncApi;
  getXsrfToken: () => string | null;
  /** The stored form of pulled rows (bootstrap.ts SealRow): the vault seals patient fields. */
  seal?: SealRow;
  /** replayOutbox.ts: the body to send for a stored (possibly sealed) one. */
  openBody?: ReplayOptions['openBody'];
  /** The real-time socket's id, once connected (replayOutbox.ts: X-Socket-Id). */
  getSocketId?: () => string | undefined;
  clock?: Clock;
  /** navigator.onLine; while false nothing is attempted, and `setOnline(true)` starts at once. */
  isOnline?: () => boolean;
  onStatus?: (status: SyncStatus) => void;
  pullIntervalMs?: number;
  hintDebounceMs?: number;
}

/** What a kick asks for beside replaying the outbox. */
export interface KickOptions {
  pull?: boolean;
}

/**
 * Decides when to pull and when to replay (design brief 'The sync protocol', client side): pull at
 * start, when the network returns, on a socket hint (debounced), after an online write and every
 * minute as a safety net; replay when an action is queued. All work runs one step at a time in a
 * single loop, so a pull never interleaves with the replay that relies on it. Failures back off
 * exponentially (the server's Retry-After wins); a 401/419 pauses everything until `resume`.
 */
export class SyncEngine {
  private readonly clock: Clock;
  private readonly isOnline: () => boolean;
  private status: SyncStatus = { ...INITIAL_SYNC_STATUS };
  private running: Promise<void> | null = null;
  private wantPull = false;
  private wantReplay = false;
  private stopped = true;
  private failures = 0;
  private localCursor: string | undefined;
  private cancelBackoff: (() => void) | null = null;
  private cancelHint: (() => void) | null = null;
  /** Hints heard while a pull is on the wire: that pull may already bring what they announce. */
  private hintsDuringPull: string[] | null = null;
  private cancelInterval: (() => void) | null = null;

  constructor(private readonly options: SyncEngineOptions) {
    this.clock = options.clock ?? systemClock;
    this.isOnline = options.isOnline ?? (() => true);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await recoverInterrupted(this.options.db);
    this.localCursor = await getMeta(this.options.db, MetaKey.cursor);
    const lastSyncAt = await getMeta(this.options.db, MetaKey.lastSyncAt);
    this.update({ online: this.isOnline(), lastSyncAt: lastSyncAt ?? null });
    this.scheduleInterval();
    await this.request({ pull: true, replay: true });
  }

  /** Stops timers; a step on the wire finishes, nothing new starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const cancel of [this.cancelBackoff, this.cancelHint, this.cancelInterval]) cancel?.();
    this.cancelBackoff = this.cancelHint = this.cancelInterval = null;
    await this.whenIdle();
  }

  /**
   * The outbox has new rows, or (`pull`) an online write changed the server: the mirror follows
   * it without waiting for the socket's hint. A running backoff is respected.
   */
  kick(options: KickOptions = {}): Promise<void> {
    return this.request({ replay: true, pull: options.pull });
  }

  pullNow(): Promise<void> {
    return this.request({ pull: true });
  }

  /**
   * A socket hint: pull unless the mirror has already reached the cursor it names. A burst of
   * hints (one write's user and public channel) becomes one pull after the debounce
   * (SYNC_HINT_DEBOUNCE_MS); a hint heard while a pull runs waits for that pull, and pulls again
   * only when the pull did not reach its cursor. A hint without one ('', the public channel's)
   * always pulls, also when it arrives during a pull: nothing tells whether that pull began after
   * the write it announces, and a lost hint costs far more than an extra pull.
   */
  hint(cursor: string): void {
    if (this.stopped || this.hasReached(cursor)) return;
    if (this.hintsDuringPull) {
      this.hintsDuringPull.push(cursor);
      return;
    }
    this.cancelHint?.();
    this.cancelHint = this.clock.schedule(() => {
      this.cancelHint = null;
      void this.request({ pull: true });
    }, this.options.hintDebounceMs ?? SYNC_HINT_DEBOUNCE_MS);
  }

  /** The browser's online/offline events. Coming online ends a backoff and syncs at once. */
  setOnline(online: boolean): void {
    this.update({ online });
    if (!online) return;
    this.endBackoff();
    void this.request({ pull: true, replay: true });
  }

  /** After the same user signed in again (the caller checks the user). */
  resume(): Promise<void> {
    if (!this.status.pausedForAuth) return this.whenIdle();
    this.update({ pausedForAuth: false, error: null });
    this.endBackoff();
    return this.request({ pull: true, replay: true });
  }

  getStatus(): SyncStatus {
    return { ...this.status };
  }

  /** Resolves when no step is running (tests, stop). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private request(work: { pull?: boolean; replay?: boolean }): Promise<void> {
    if (work.pull) this.wantPull = true;
    if (work.replay) this.wantReplay = true;
    if (this.running) return this.running;
    const run: Promise<void> = Promise.resolve()
      .then(() => this.drive())
      .finally(() => {
        if (this.running === run) this.running = null;
      });
    this.running = run;
    return run;
  }

  private async drive(): Promise<void> {
    while (!this.stopped && !this.status.pausedForAuth && this.isOnline()) {
      if (this.wantReplay && !this.cancelBackoff) {
        this.wantReplay = false;
        await this.step(() => this.replay());
      } else if (this.wantPull) {
        this.wantPull = false;
        await this.step(() => this.pull());
      } else {
        return;
      }
    }
  }

  private async replay(): Promise<void> {
    const { db, api, getXsrfToken, getSocketId, openBody } = this.options;
    const result = await replayOutbox(db, api, {
      getXsrfToken,
      getSocketId,
      openBody,
      now: () => this.clock.now(),
    });
    if (result.outcome === ReplayOutcome.drained) {
      this.failures = 0;
      this.update({ error: null, online: true });
      if (result.sent > 0 || result.rejected > 0) await this.afterPull();
    } else if (result.outcome === ReplayOutcome.paused) {
      this.pauseForAuth();
    } else {
      this.update({
        error: result.status === null ? SyncErrorCode.network : SyncErrorCode.server,
        online: result.status !== null,
      });
      this.startBackoff(result.retryAfterMs);
    }
  }

  private async pull(): Promise<void> {
    const { db, api } = this.options;
    // A hint still in its debounce is answered by this pull, which starts after it.
    this.cancelHint?.();
    this.cancelHint = null;
    this.hintsDuringPull = [];
    try {
      await pullAndConfirm(db, api, { now: () => this.clock.now(), seal: this.options.seal });
      await this.afterPull();
      // After a failure the backoff pulls again anyway.
      if (this.hintsDuringPull.some((cursor) => !this.hasReached(cursor))) this.wantPull = true;
    } finally {
      this.hintsDuringPull = null;
    }
  }

  /** Whether the mirror is complete up to a hint's cursor; never for a hint without one. */
  private hasReached(cursor: string): boolean {
    return cursor !== '' && this.localCursor !== undefined && syncCursorReached(this.localCursor, cursor);
  }

  private async afterPull(): Promise<void> {
    this.localCursor = await getMeta(this.options.db, MetaKey.cursor);
    const lastSyncAt = await getMeta(this.options.db, MetaKey.lastSyncAt);
    this.update({ lastSyncAt: lastSyncAt ?? null, error: null, online: true });
  }

  /** Runs one step; a thrown failure (from a pull) is classified like a replay failure. */
  private async step(work: () => Promise<void>): Promise<void> {
    this.update({ syncing: true });
    try {
      await work();
    } catch (error) {
      if (error instanceof SyncHttpError && isAuthStatus(error.status)) {
        this.pauseForAuth();
      } else if (error instanceof SyncHttpError) {
        this.update({ error: SyncErrorCode.server, online: true });
        this.startBackoff(error.retryAfterMs);
      } else if (error instanceof SyncProtocolError) {
        this.update({ error: SyncErrorCode.protocol });
        this.startBackoff(null);
      } else {
        this.update({ error: SyncErrorCode.network, online: false });
        this.startBackoff(null);
      }
    } finally {
      this.update({ syncing: false });
    }
  }

  private pauseForAuth(): void {
    this.endBackoff();
    this.update({ pausedForAuth: true });
  }

  /** After a failure: one timer; when it fires, pull and replay again. */
  private startBackoff(retryAfterMs: number | null): void {
    if (this.cancelBackoff || this.stopped) return;
    this.failures += 1;
    const delay = backoffDelay(this.failures, retryAfterMs);
    this.update({ retryAt: this.clock.now() + delay });
    this.cancelBackoff = this.clock.schedule(() => {
      this.cancelBackoff = null;
      this.update({ retryAt: null });
      void this.request({ pull: true, replay: true });
    }, delay);
  }

  private endBackoff(): void {
    this.cancelBackoff?.();
    this.cancelBackoff = null;
    this.failures = 0;
    this.update({ retryAt: null });
  }

  private scheduleInterval(): void {
    const interval = this.options.pullIntervalMs ?? SYNC_PULL_INTERVAL_MS;
    const tick = () => {
      this.cancelInterval = this.clock.schedule(tick, interval);
      void this.request({ pull: true, replay: true });
    };
    this.cancelInterval = this.clock.schedule(tick, interval);
  }

  private update(patch: Partial<SyncStatus>): void {
    const next = { ...this.status, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
      (key) => next[key] !== this.status[key],
    );
    this.status = next;
    if (changed) this.options.onStatus?.({ ...next });
  }
}
