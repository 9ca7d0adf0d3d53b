/**
 * Seeds the demo laboratory into an empty database (no users), all in one transaction, so a crash
 * never leaves half a demo. An advisory lock makes two instances starting at once seed only once.
 */
import { count, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { officeDoctors, offices, userRoles, users } from '../db/schema';
import { roleIdsByName, seedAccessControl } from './accessControl';
import { DEMO_OFFICES } from './demoOffices';
import { demoUsers } from './demoUsers';

/** Arbitrary, fixed key of the advisory lock that serialises seeding. */
const SEED_LOCK_KEY = 7_304_112;

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemoData(db: AppDb, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
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

    for (const { role, offices: officeKeys, ...user } of demoUsers(now)) {
      const [created] = await tx.insert(users).values(user).returning({ id: users.id });
      if (!created) throw new Error(`demo user ${user.username} was not created`);
      const roleId = roleIds.get(role);
      if (roleId === undefined) throw new Error(`role ${role} is missing`);
      await tx.insert(userRoles).values({ userId: created.id, roleId });
      if (officeKeys.length > 0) {
        await tx
          .insert(officeDoctors)
          .values(officeKeys.map((key) => ({ officeId: requireId(officeIds, key), userId: created.id })));
      }
    }
    return true;
  });
}

function requireId(ids: Map<string | null, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo office ${key} is missing`);
  return id;
}
