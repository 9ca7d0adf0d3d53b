/**
 * Applies the checked-in drizzle-kit migrations (server/platform/db/migrations) with the migrator of the
 * driver in use. Runs at every start; applied migrations are recorded and skipped. On PostgreSQL
 * an advisory lock held for the run serialises instances starting at the same time (a deployment
 * of N instances): the second waits, then finds everything applied.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';

/** Arbitrary, fixed key of the advisory lock that serialises migrations (the seed has its own). */
const MIGRATION_LOCK_KEY = 7_214_301;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** `migrationsFolder` only for tests that migrate a database as it was before a migration. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), config);
    return;
  }
  const client = await database.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), config);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
