/**
 * Seeds the demo laboratory into an empty database (no users), all in one transaction, so a crash
 * never leaves half a demo. An advisory lock makes two instances starting at once seed only once.
 * The four established users get their demo password and app two-factor on the demo TOTP secret
 * (encrypted like any secret, random recovery codes); dr.neu's invitation is queued after the
 * commit as a mail intent, which the app composes once it runs: into the dev outbox (or over SMTP).
 */
import { count, sql } from 'drizzle-orm';
import { SyncEntity } from '../../src/contract/sync';
import type { MailContext } from '../platform/appContext';
import type { Encrypter } from '../platform/crypto/encryption';
import type { PasswordHasher } from '../platform/crypto/passwordHasher';
import type { AppDb } from '../platform/db/database';
import type { AttachmentStore } from '../platform/files/attachmentStore';
import { officeDoctors, offices, userRoles, users, type NewUser } from '../platform/db/schema';
import { sendVerificationMail } from '../features/onboarding';
import { officeScopes } from '../platform/sync/accountChanges';
import { userScope } from '../platform/sync/scopes';
import { writeWithChanges } from '../platform/sync/writeWithChanges';
import { generateRecoveryCodes, hashRecoveryCode } from '../features/twoFactor';
import { seedAccessControl } from './accessControl';
import { roleIdsByName } from '../platform/auth/roleIds';
import {
  DEMO_INVITATION_TTL_MS,
  DEMO_PASSWORDS,
  DEMO_TOTP_SECRET,
  type DemoAccount,
} from './demoCredentials';
import { DEMO_OFFICES } from './demoOffices';
import { demoUsers, type DemoUser } from './demoUsers';
import { SERVER_FEATURES } from '../features';
import type { DemoSeedContext } from '../platform/feature/serverFeature';

/** Arbitrary, fixed key of the advisory lock that serialises seeding. */
const SEED_LOCK_KEY = 7_304_112;

export interface DemoSeedOptions {
  passwords: PasswordHasher;
  encrypter: Encrypter;
  /** Where dr.neu's invitation is queued (`mail`); without it no mail is sent. */
  mail?: MailContext;
  /**
   * Where the demo reports' PDFs go; without it no reports (nor their demands and interpretations)
   * are seeded, as in most server tests.
   */
  reports?: DemoSeedContext['reports'];
  /** Where the demo system message's attachment goes; without it no system messages are seeded. */
  attachments?: AttachmentStore;
  now?: Date;
}

const isDemoAccount = (username: string): username is DemoAccount => Object.hasOwn(DEMO_PASSWORDS, username);

/** Password and app two-factor for the established accounts; nothing for the invited one. */
async function credentialsOf(user: DemoUser, options: DemoSeedOptions, now: Date): Promise<Partial<NewUser>> {
  if (!isDemoAccount(user.username)) return { username: user.username };
  const since = user.emailVerifiedAt instanceof Date ? user.emailVerifiedAt : now;
  return {
    username: user.username,
    passwordHash: await options.passwords.hash(DEMO_PASSWORDS[user.username]),
    loginCredentialsSetAt: since,
    twoFactorType: 'app',
    twoFactorSecret: options.encrypter.encrypt(DEMO_TOTP_SECRET),
    twoFactorRecoveryCodes: generateRecoveryCodes().map(hashRecoveryCode),
    twoFactorConfirmedAt: since,
  };
}

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemoData(db: AppDb, options: DemoSeedOptions): Promise<boolean> {
  const now = options.now ?? new Date();
  const people = demoUsers(now);
  // argon2 outside the transaction: it takes a moment, and the lock should not wait for it.
  const credentials = await Promise.all(people.map((user) => credentialsOf(user, options, now)));

  const { result: seeded } = await writeWithChanges(db, async (tx, emit) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ users: count() }).from(users);
    if (existing && existing.users > 0) return false;

    await seedAccessControl(tx);
    const roleIds = await roleIdsByName(tx);

    const officeRows = await tx
      .insert(offices)
      .values([...DEMO_OFFICES])
      .returning({ id: offices.id, lisId: offices.lisId });
    const officeIds = new Map(officeRows.map((row) => [row.lisId, row.id]));
    const doctorsOf = new Map<number, string[]>(officeRows.map((row) => [row.id, []]));

    for (const [index, { role, offices: officeKeys, ...user }] of people.entries()) {
      const [created] = await tx
        .insert(users)
        .values({ ...user, ...credentials[index] })
        .returning({ id: users.id, uuid: users.uuid });
      if (!created) throw new Error(`demo user ${user.username} was not created`);
      emit(SyncEntity.user, created.id, [userScope(created.uuid)]);
      const roleId = roleIds.get(role);
      if (roleId === undefined) throw new Error(`role ${role} is missing`);
      await tx.insert(userRoles).values({ userId: created.id, roleId });
      if (officeKeys.length > 0) {
        const ids = officeKeys.map((key) => requireId(officeIds, key));
        await tx.insert(officeDoctors).values(ids.map((officeId) => ({ officeId, userId: created.id })));
        for (const officeId of ids) doctorsOf.get(officeId)?.push(created.uuid);
      }
    }
    for (const [officeId, doctorUuids] of doctorsOf)
      emit(SyncEntity.office, officeId, officeScopes(doctorUuids));
    return true;
  });

  if (seeded) {
    const context = {
      db,
      now,
      reports: options.reports,
      attachments: options.attachments,
      mail: options.mail,
    };
    for (const feature of SERVER_FEATURES) await feature.demoSeed?.(context);
  }
  if (seeded && options.mail) await mailInvitations(db, options.mail);
  return seeded;
}

/** Every invited user whose e-mail is unverified gets the verification mail (in the demo: dr.neu). */
async function mailInvitations(db: AppDb, mail: MailContext): Promise<void> {
  const invited = await db
    .select()
    .from(users)
    .where(sql`${users.invitedAt} IS NOT NULL AND ${users.emailVerifiedAt} IS NULL`)
    .orderBy(users.id);
  for (const user of invited) await sendVerificationMail(mail, user, DEMO_INVITATION_TTL_MS);
}

function requireId(ids: Map<string | null, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo office ${key} is missing`);
  return id;
}
