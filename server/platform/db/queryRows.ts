/**
 * Raw SQL with typed rows. `db.execute` returns the driver's own result object (node-postgres and
 * PGlite both carry `rows`), which the shared AppDb type cannot name; this hides the difference.
 */
import type { SQL } from 'drizzle-orm';
import type { AppDb } from './database';

export async function queryRows<Row extends Record<string, unknown>>(db: AppDb, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
