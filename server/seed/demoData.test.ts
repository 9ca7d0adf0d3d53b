import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  ROLE_PERMISSIONS,
  DOCTOR_PERMISSIONS,
  LAB_PERMISSIONS,
  Permission,
  RoleName,
} from '../../src/contract/permissions';
import { InvoiceDispatchId, PaymentMethodId, ReportDispatchId } from '../../src/contract/officeSettings';
import { installResultKeys } from '../features/results';
import { createEncrypter } from '../platform/crypto/encryption';
import { createPasswordHasher } from '../platform/crypto/passwordHasher';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/queryRows';
import {
  devMails,
  mailIntents,
  officeDoctors,
  offices,
  permissions,
  rolePermissions,
  roles,
  users,
} from '../platform/db/schema';
import { SERVER_FEATURES } from '../features';
import { createOutboxMailer } from '../platform/mail/devOutbox';
import { createMailIntents, mailIntentEncrypter, queueOnlyMailSender } from '../platform/mail/mailIntents';
import { TEST_PASSWORD_HASH_COST } from '../testing/testApp';
import { testConfig } from '../testing/testConfig';
import { testDatabases } from '../testing/testDatabases';
import { verificationApiUrl } from '../testing/outbox';
import { seedAccessControl } from './accessControl';
import { DEMO_INVITATION_TTL_MS, DEMO_PASSWORDS, DEMO_TOTP_SECRET } from './demoCredentials';
import { seedDemoData, type DemoSeedOptions } from './demoData';

const config = testConfig();
const passwords = createPasswordHasher(TEST_PASSWORD_HASH_COST);
const encrypter = createEncrypter(config.appKey);
// The demo orders' patients are encrypted with the patients' key, installed at start (main.ts).
installResultKeys(config.appKey);
const NOW = new Date('2026-03-02T09:00:00Z');

describe.each(testDatabases())('demo data on $kind', (testDatabase) => {
  let database: Database;
  let seeded: boolean;
  let options: DemoSeedOptions;
  beforeAll(async () => {
    database = await testDatabase.open();
    options = {
      passwords,
      encrypter,
      now: NOW,
      // As main.ts: the seed only queues; an app composes the mail once it runs.
      mail: { config, db: database.db, mail: queueOnlyMailSender(config.appKey, () => NOW), now: () => NOW },
    };
    seeded = await seedDemoData(database.db, options);
  });
  afterAll(() => database?.close());

  async function permissionsOf(roleName: string): Promise<string[]> {
    const rows = await database.db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(roles.name, roleName));
    return rows.map((row) => row.name).sort();
  }

  async function user(username: string) {
    const [row] = await database.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row;
  }

  async function officeNamesOf(username: string): Promise<string[]> {
    const rows = await database.db
      .select({ name: offices.name })
      .from(officeDoctors)
      .innerJoin(offices, eq(offices.id, officeDoctors.officeId))
      .innerJoin(users, eq(users.id, officeDoctors.userId))
      .where(eq(users.username, username));
    return rows.map((row) => row.name).sort();
  }

  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates every permission string of spec §6', async () => {
    const rows = await database.db.select({ name: permissions.name }).from(permissions);
    expect(rows.map((row) => row.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('gives Admin all permissions but entering orders, Labor the staff set and Arzt the doctor set', async () => {
    expect(await permissionsOf(RoleName.admin)).toEqual([...ROLE_PERMISSIONS[RoleName.admin]].sort());
    expect(await permissionsOf(RoleName.lab)).toEqual([...LAB_PERMISSIONS].sort());
    expect(await permissionsOf(RoleName.doctor)).toEqual([...DOCTOR_PERMISSIONS].sort());
  });

  it('creates the five demo users, each with their role', async () => {
    const rows = await queryRows<{ username: string; role: string }>(
      database.db,
      sql`SELECT u.username, r.name AS role FROM users u
          JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
          ORDER BY u.username`,
    );
    expect(rows).toEqual([
      { username: 'admin', role: RoleName.admin },
      { username: 'dr.klein', role: RoleName.doctor },
      { username: 'dr.neu', role: RoleName.doctor },
      { username: 'dr.weber', role: RoleName.doctor },
      { username: 'labor', role: RoleName.lab },
    ]);
  });

  it('puts dr.weber and dr.klein into different offices, dr.weber into two', async () => {
    const weber = await officeNamesOf('dr.weber');
    const klein = await officeNamesOf('dr.klein');
    expect(weber).toHaveLength(2);
    expect(klein).toHaveLength(1);
    expect(weber.filter((name) => klein.includes(name))).toEqual([]);
  });

  it('varies the practices’ settings so that every dispatch and payment appears somewhere', async () => {
    const rows = await database.db.select().from(offices);
    const used = (pick: (office: (typeof rows)[number]) => number) => [...new Set(rows.map(pick))].sort();
    expect(used((office) => office.reportDispatchId)).toEqual(Object.values(ReportDispatchId).sort());
    expect(used((office) => office.invoiceDispatchId)).toEqual(Object.values(InvoiceDispatchId).sort());
    expect(used((office) => office.paymentMethodId)).toEqual(Object.values(PaymentMethodId).sort());
  });

  it('leaves dr.neu invited, with the e-mail not yet verified and no credentials', async () => {
    const neu = await user('dr.neu');
    expect(neu.invitedAt).toBeInstanceOf(Date);
    expect(neu.emailVerifiedAt).toBeNull();
    expect(neu.loginCredentialsSetAt).toBeNull();
    expect(neu.passwordHash).toBeNull();
  });

  it('gives doctors a title and a LIS id, and the established users a verified e-mail', async () => {
    for (const username of ['dr.weber', 'dr.klein']) {
      const doctor = await user(username);
      expect(doctor.titel).toBe('Dr. med.');
      expect(doctor.lisId).toMatch(/\S/);
      expect(doctor.emailVerifiedAt).toBeInstanceOf(Date);
    }
    expect((await user('admin')).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('gives the four established users their demo password and app two-factor on the demo secret', async () => {
    for (const [username, password] of Object.entries(DEMO_PASSWORDS)) {
      const account = await user(username);
      expect(await passwords.verify(account.passwordHash, password)).toBe(true);
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account.loginCredentialsSetAt).toBeInstanceOf(Date);
      expect(account.twoFactorType).toBe('app');
      expect(account.twoFactorConfirmedAt).toBeInstanceOf(Date);
      expect(account.twoFactorSecret).not.toContain(DEMO_TOTP_SECRET);
      expect(encrypter.decrypt(account.twoFactorSecret ?? '')).toBe(DEMO_TOTP_SECRET);
      expect(account.twoFactorRecoveryCodes).toHaveLength(8);
      expect(account.twoFactorRecoveryCodes?.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    }
    const [withPassword] = await database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.passwordHash} IS NOT NULL`);
    expect(withPassword?.n).toBe(4);
  });

  it("queues dr.neu's verification mail, composed into the dev outbox with its link valid for a week", async () => {
    const neu = await user('dr.neu');
    expect(await database.db.select().from(devMails)).toHaveLength(0);
    expect(await database.db.select().from(mailIntents)).toHaveLength(1);
    const { db } = database;
    const runner = createMailIntents({
      context: { config, db, now: () => NOW },
      kinds: SERVER_FEATURES.flatMap((feature) => feature.mails ?? []),
      mailer: createOutboxMailer(db),
      encrypter: mailIntentEncrypter(config.appKey),
      now: () => NOW,
      log: {
        warn: (object, message) => console.warn(message, object),
        error: (object, message) => console.error(message, object),
      },
    });
    try {
      await runner.composeDue();
    } finally {
      await runner.close();
    }
    expect(await database.db.select().from(mailIntents)).toHaveLength(0);
    const mails = await database.db.select().from(devMails);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(neu.email);
    expect(mail?.subject).toContain('E-Mail-Adresse');
    const expires = Number(new URL(verificationApiUrl(mail?.text ?? '')).searchParams.get('expires'));
    expect(expires * 1000).toBe(NOW.getTime() + DEMO_INVITATION_TTL_MS);
    expect(neu.emailVerificationNotificationSentAt).toEqual(NOW);
  });

  it('does nothing when seeded again', async () => {
    const counts = () =>
      queryRows(
        database.db,
        sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM offices)::int AS offices,
                   (SELECT count(*) FROM roles)::int AS roles, (SELECT count(*) FROM role_permissions)::int AS grants`,
      );
    const before = await counts();
    expect(await seedDemoData(database.db, options)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(mailIntents)).toHaveLength(0);
    expect(await database.db.select().from(devMails)).toHaveLength(1);
  });

  it('at start, restores a missing permission to its roles without undoing an edited role', async () => {
    const [doctorRole] = await database.db.select().from(roles).where(eq(roles.name, RoleName.doctor));
    const [forum] = await database.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, Permission.accessForum));
    if (!doctorRole || !forum) throw new Error('seed incomplete');
    await database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, doctorRole.id), eq(rolePermissions.permissionId, forum.id)));
    await database.db.delete(permissions).where(eq(permissions.name, Permission.uploadReports));

    await database.db.transaction((tx) => seedAccessControl(tx));

    expect(await permissionsOf(RoleName.doctor)).toEqual(
      DOCTOR_PERMISSIONS.filter((name) => name !== Permission.accessForum).sort(),
    );
    expect(await permissionsOf(RoleName.admin)).toEqual([...ROLE_PERMISSIONS[RoleName.admin]].sort());
    expect(await permissionsOf(RoleName.lab)).toEqual([...LAB_PERMISSIONS].sort());
  });
});
