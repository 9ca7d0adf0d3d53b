/** Reading the change feed's clock and its retention floor (server/db/schema/sync.ts). */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { syncClock, syncFloor } from '../db/schema';

/** The last committed version: every change up to it is committed and visible. */
export async function readClock(db: AppDb): Promise<number> {
  const [row] = await db.select({ v: syncClock.v }).from(syncClock).where(eq(syncClock.id, 1));
  if (!row) throw new Error('sync_clock has no row: the migrations did not run');
  return Number(row.v);
}

/** The highest version the retention job has deleted (0 before the first deletion). */
export async function readFloor(db: AppDb): Promise<number> {
  const [row] = await db.select({ version: syncFloor.version }).from(syncFloor).where(eq(syncFloor.id, 1));
  return row ? Number(row.version) : 0;
}
