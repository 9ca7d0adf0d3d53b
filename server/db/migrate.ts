/**
 * Applies the checked-in drizzle-kit migrations (server/db/migrations) with the migrator of the
 * driver in use. Runs at every start; applied migrations are recorded and skipped.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), config);
  } else {
    await migrateNodePg(drizzleNodePg({ client: database.client }), config);
  }
}
