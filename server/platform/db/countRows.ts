/** How many rows of a table match a condition (a list's total). */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb, AppTx } from './database';

export async function countRows(db: AppDb | AppTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** The first of a list read with `limit: 1`, or null. */
export const firstOrNull = async <Row>(rows: Promise<Row[]>): Promise<Row | null> => (await rows)[0] ?? null;
