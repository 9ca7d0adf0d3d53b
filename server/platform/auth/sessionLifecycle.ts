/**
 * Starting and ending a signed-in session. Sign-in always rotates: a new session id and CSRF token
 * (the old row deleted), so whatever id or token was known before sign-in is useless after it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StatisticKind } from '../../../src/contract/statistics';
import type { AppContext } from '../appContext';
import type { AppDb } from '../db/database';
import { loginEvents, users } from '../db/schema';
import { countStatistic } from '../statistics/dailyStatistics';
import { emitAccountChange } from '../sync/accountChanges';
import { writeWithChanges } from '../sync/writeWithChanges';
import type { AuthenticatedUser } from './authTypes';
import { clearSessionCookies, setSessionCookie } from './sessionCookies';

export const isSecureUrl = (appUrl: string): boolean => new URL(appUrl).protocol === 'https:';

export async function startSession(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthenticatedUser,
  { twoFactorPassed }: { twoFactorPassed: boolean },
): Promise<void> {
  const { token, session } = await context.sessions.create(
    {
      userId: user.id,
      twoFactorPassedAt: twoFactorPassed ? context.now() : null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    },
    request.session,
  );
  request.session = session;
  request.user = user;
  setSessionCookie(reply, token, isSecureUrl(context.config.appUrl));
}

export async function endSession(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.session) await context.sessions.destroy(request.session.id);
  request.session = null;
  request.user = null;
  clearSessionCookies(reply, isSecureUrl(context.config.appUrl));
}

/**
 * A completed sign-in (after the challenge when two-factor is on) moves the last login back one;
 * the profile shows the previous login, so the mirror hears of it. The sign-in also counts in the
 * staff's daily logins (issue 14, `login_events`: who and when, no address or agent).
 */
export async function recordLogin(db: AppDb, userId: number, now: Date): Promise<void> {
  await writeWithChanges(db, async (tx, emit) => {
    const [user] = await tx
      .update(users)
      .set({ vorletzterLogin: sql`${users.letzterLogin}`, letzterLogin: now })
      .where(eq(users.id, userId))
      .returning({ uuid: users.uuid });
    if (!user) return;
    emitAccountChange(emit, { id: userId, uuid: user.uuid });
    await tx.insert(loginEvents).values({ userId, at: now });
    countStatistic(emit, StatisticKind.logins, now);
  });
}
