/**
 * Sessions in the database, as Laravel's database driver keeps them. The cookie carries a random
 * token; the row's id is its sha256, so a leaked table cannot be replayed as cookies. A session idle
 * for SESSION_IDLE_TIMEOUT_MS is deleted when next seen and treated as absent. Rotation (login,
 * two-factor challenge, e-mail-link sign-in) creates a new row and deletes the old one, so a
 * session id known before sign-in is worth nothing after it (session fixation).
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MS } from '../../../src/contract/constants';
import { randomToken, sha256Hex } from '../crypto/tokens';
import type { AppDb } from '../db/database';
import { sessions, users, type Session } from '../db/schema';
import type { Clock } from '../time/clock';
import type { AuthCache } from './authCache';
import type { AuthenticatedUser, SessionData, SessionRecord } from './authTypes';
import { authenticatedUserColumns, toAuthenticatedUser } from './authenticatedUser';

/**
 * last_activity_at is written at most this often; a write per request would double the load of
 * every page for a precision nobody needs (the timeout is an hour).
 */
export const SESSION_TOUCH_INTERVAL_MS = 10_000;

export interface NewSession {
  userId: number | null;
  twoFactorPassedAt?: Date | null;
  data?: SessionData;
  ip?: string;
  userAgent?: string;
}

function toRecord(row: Session): SessionRecord {
  return {
    id: row.id,
    userId: row.userId,
    twoFactorPassedAt: row.twoFactorPassedAt,
    csrfToken: row.csrfToken,
    lastActivityAt: row.lastActivityAt,
    data: row.data as SessionData,
  };
}

/** The statement of SessionStore.findWithUser, built once per store. */
const prepareSessionWithUser = (db: AppDb) =>
  db
    .select({ session: sessions, user: users, ...authenticatedUserColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');

export class SessionStore {
  private readonly sessionWithUser: ReturnType<typeof prepareSessionWithUser>;

  constructor(
    private readonly db: AppDb,
    private readonly now: Clock,
    /** Where reads may come from (authCache.ts); none: every lookup reads the database. */
    readonly cache: AuthCache | null = null,
  ) {
    this.sessionWithUser = prepareSessionWithUser(db);
  }

  /** The live session of a cookie token, or null (unknown, or idle too long: then deleted). */
  async find(token: string): Promise<SessionRecord | null> {
    const id = sha256Hex(token);
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id));
    return row ? this.live(toRecord(row)) : null;
  }

  /**
   * find() and the session's user with their roles and permissions (authenticatedUser.ts) in one
   * statement: the session hooks run it on every signed-in request, so it is built once and, on
   * PostgreSQL, a named prepared statement (parsed once per connection). With `cached`, from the
   * auth cache when it holds the session (a read request; a state-changing one always reads).
   */
  async findWithUser(
    token: string,
    { cached = false }: { cached?: boolean } = {},
  ): Promise<{ session: SessionRecord; user: AuthenticatedUser | null } | null> {
    const id = sha256Hex(token);
    const hit = cached ? this.cache?.get(id) : undefined;
    if (hit) {
      const session = await this.live(hit.session);
      return session && { session, user: hit.user };
    }
    const generation = this.cache?.generation ?? 0;
    const [row] = await this.sessionWithUser.execute({ id });
    if (!row) return null;
    const found = {
      session: toRecord(row.session),
      user: row.user ? toAuthenticatedUser(row.user, row) : null,
    };
    const session = await this.live(found.session);
    if (!session) return null;
    this.cache?.set(id, found, generation);
    return { session, user: found.user };
  }

  /** The session if not idle too long (else deleted), its last activity written now and then. */
  private async live(session: SessionRecord): Promise<SessionRecord | null> {
    const now = this.now();
    const idle = now.getTime() - session.lastActivityAt.getTime();
    if (idle >= SESSION_IDLE_TIMEOUT_MS) {
      await this.destroy(session.id);
      return null;
    }
    if (idle >= SESSION_TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, session.id));
      this.cache?.evictSession(session.id);
      return { ...session, lastActivityAt: now };
    }
    return session;
  }

  /**
   * A new session with a new token and CSRF token, replacing `previous` if given. Sessions idle
   * past the timeout are swept at the same time, which keeps the table to an hour of traffic.
   */
  async create(
    input: NewSession,
    previous?: SessionRecord | null,
  ): Promise<{ token: string; session: SessionRecord }> {
    const token = randomToken();
    const now = this.now();
    const [row] = await this.db.transaction(async (tx) => {
      if (previous) await tx.delete(sessions).where(eq(sessions.id, previous.id));
      await tx
        .delete(sessions)
        .where(lt(sessions.lastActivityAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)));
      return tx
        .insert(sessions)
        .values({
          id: sha256Hex(token),
          userId: input.userId,
          twoFactorPassedAt: input.twoFactorPassedAt ?? null,
          csrfToken: randomToken(),
          ip: input.ip,
          userAgent: input.userAgent?.slice(0, 500),
          lastActivityAt: now,
          createdAt: now,
          data: input.data ?? {},
        })
        .returning();
    });
    if (!row) throw new Error('the session was not created');
    return { token, session: toRecord(row) };
  }

  async markTwoFactorPassed(session: SessionRecord): Promise<void> {
    session.twoFactorPassedAt = this.now();
    await this.db
      .update(sessions)
      .set({ twoFactorPassedAt: session.twoFactorPassedAt })
      .where(eq(sessions.id, session.id));
    this.cache?.evictSession(session.id);
  }

  async updateData(session: SessionRecord, patch: Partial<SessionData>): Promise<void> {
    session.data = { ...session.data, ...patch };
    await this.db.update(sessions).set({ data: session.data }).where(eq(sessions.id, session.id));
    this.cache?.evictSession(session.id);
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
    this.cache?.evictSession(id);
  }

  /** Signs the user out everywhere, optionally but in the session given. */
  async destroyAllOf(userId: number, exceptId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
      );
    this.cache?.evictUser(userId);
  }
}
