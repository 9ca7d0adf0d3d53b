/**
 * The session hooks' cache of a session with its user, roles and permissions (bench:api,
 * docs/benchmarks.md and docs/decisions.md): reading them was the one statement every signed-in
 * request ran before its own work.
 *
 * An entry is only as good as its invalidation. Triggers on sessions, users, user_roles, roles,
 * role_permissions and permissions (migration 0015_auth_notify) send a notification on the
 * `kc_auth` channel in the changing transaction; PostgreSQL delivers it to every instance's
 * listener (authListener.ts) when that transaction commits, so a change made anywhere (a request on
 * another instance, a job, an administrator's SQL) evicts here:
 *   `s:<session id>`: that session; `u:<user id>`: every session of that user; `*`: everything.
 * A lookup that raced with a notification (read before it, stored after it) is not stored: every
 * notification moves the generation, and set() takes the generation its lookup began with.
 * While the listener is not listening (not yet connected, or the connection dropped) nothing is
 * stored or served, and every entry is dropped: a missed notification can never leave one standing.
 * An entry also ends after AUTH_CACHE_TTL_MS, and the oldest go beyond AUTH_CACHE_MAX_ENTRIES.
 */
import type { AuthenticatedUser, SessionRecord } from './authTypes';

export const AUTH_CHANNEL = 'kc_auth';
/** A backstop only: notifications end an entry as soon as its rows change. */
export const AUTH_CACHE_TTL_MS = 60_000;
export const AUTH_CACHE_MAX_ENTRIES = 10_000;
/** Payloads of the fences (authListener.ts: fence): not an eviction. */
export const FENCE_PREFIX = 'fence:';

export interface CachedSession {
  session: SessionRecord;
  user: AuthenticatedUser | null;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private moves = 0;

  constructor(private readonly monotonicNow: () => number = () => performance.now()) {}

  /** Changes whenever an entry might have gone stale: take it before reading the database. */
  get generation(): number {
    return this.moves;
  }

  /** Whether entries are stored and served (the listener is listening). */
  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A copy of the live entry of a session id, or undefined. */
  get(sessionId: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.monotonicNow() - entry.storedAt >= AUTH_CACHE_TTL_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    // Copies: whatever a request does to its session or user must not reach the next request.
    return {
      session: { ...entry.session, data: { ...entry.session.data } },
      user: entry.user && { ...entry.user },
    };
  }

  /** Stores what a lookup that began at `generation` read, unless something changed meanwhile. */
  set(sessionId: string, found: CachedSession, generation: number): void {
    if (!this.listening || generation !== this.moves) return;
    if (this.entries.size >= AUTH_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, {
      session: { ...found.session, data: { ...found.session.data } },
      user: found.user && { ...found.user },
      storedAt: this.monotonicNow(),
    });
  }

  /** A notification of the `kc_auth` channel (see the file's comment for its payloads). */
  heard(payload: string): void {
    if (payload.startsWith(FENCE_PREFIX)) return;
    this.moves++;
    if (payload.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload.startsWith('u:')) this.evictUser(Number(payload.slice(2)));
    else this.entries.clear();
  }

  /** This instance changed a session itself: evict at once, before its notification arrives. */
  evictSession(sessionId: string): void {
    this.moves++;
    this.entries.delete(sessionId);
  }

  /** Drops every entry (a fence not heard: notifications may have been missed). */
  clear(): void {
    this.moves++;
    this.entries.clear();
  }

  /** The listener started listening (true) or lost its connection (false). */
  setListening(listening: boolean): void {
    this.moves++;
    this.entries.clear();
    this.listening = listening;
  }

  /** Every session of a user (this instance signed them out, or a `u:` notification). */
  evictUser(userId: number): void {
    this.moves++;
    if (!Number.isInteger(userId)) {
      this.entries.clear();
      return;
    }
    for (const [id, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(id);
  }
}
