/**
 * What the administration does to a doctor's account (spec §4 'Users and offices': locked,
 * invited, reset):
 * - lock ends every session of the user at once and closes their sockets (their open pages
 *   learn it from the socket event or their next request: 401), and removes their push
 *   subscriptions (issue 29); a locked user cannot sign in;
 * - invite sends the first-run wizard's verification mail (emailVerification) and notes when;
 * - reset clears the credentials and the second factor and invites again: the user goes through
 *   the wizard from the first step.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/appContext';
import { users, type User } from '../../platform/db/schema';
import { queueVerificationMail } from '../onboarding';
import { removePushSubscriptions } from '../push';
import { userChannel } from '../../platform/realtime/realtime';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { emitDoctor } from './doctorChanges';
import { isDoctorCondition } from './doctorRecords';

/** The event a locked or reset user's open pages receive before their socket closes. */
export const SESSION_ENDED_EVENT = 'SessionEnded';

type AccountContext = Pick<AppContext, 'db' | 'config' | 'mail' | 'now' | 'sessions' | 'realtime'>;

async function endSessions(context: AccountContext, user: User): Promise<void> {
  await context.sessions.destroyAllOf(user.id);
  await context.realtime.disconnect([userChannel(user.id)], SESSION_ENDED_EVENT);
}

export async function setLocked(context: AccountContext, user: User, locked: boolean): Promise<User> {
  const { result } = await writeWithChanges(context.db, async (tx, emit) => {
    const [updated] = await tx
      .update(users)
      .set({ lockedAt: locked ? (user.lockedAt ?? context.now()) : null })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('user vanished');
    emitDoctor(emit, updated);
    // Issue 29: a locked account's devices get no more pushes.
    if (locked) await removePushSubscriptions(tx, emit, updated, 'all');
    return updated;
  });
  if (locked) await endSessions(context, result);
  return result;
}

export async function invite(context: AccountContext, user: User): Promise<User> {
  const { result } = await writeWithChanges(context.db, async (tx, emit) => {
    const [updated] = await tx
      .update(users)
      .set({ invitedAt: context.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('user vanished');
    emitDoctor(emit, updated);
    await queueVerificationMail(context, tx, emit, updated);
    return updated;
  });
  return result;
}

/** Invites every active doctor not yet invited; answers how many. */
export async function inviteAll(context: AccountContext): Promise<number> {
  const pending = await context.db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.invitedAt),
        eq(users.active, true),
        isNull(users.lockedAt),
        isDoctorCondition(context.db),
      ),
    )
    .orderBy(users.id);
  for (const doctor of pending) await invite(context, doctor);
  return pending.length;
}

export async function resetAccount(context: AccountContext, user: User): Promise<User> {
  const { result } = await writeWithChanges(context.db, async (tx, emit) => {
    const [updated] = await tx
      .update(users)
      .set({
        username: null,
        passwordHash: null,
        loginCredentialsSetAt: null,
        emailVerifiedAt: null,
        twoFactorType: null,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorConfirmedAt: null,
        twoFactorLastUsedStep: null,
        twoFactorMailCodeHash: null,
        twoFactorMailCodeSentAt: null,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('user vanished');
    emitDoctor(emit, updated);
    return updated;
  });
  await endSessions(context, result);
  return invite(context, result);
}
