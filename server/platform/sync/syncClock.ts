/**
 * Reading the change feed's clock (server/platform/db/schema/sync.ts). The pull and the bootstrap read it
 * together with the retention floor and the viewer (syncViewer.ts: openSyncSnapshot).
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { syncClock } from '../db/schema';

/** The last committed version: every change up to it is committed and visible. */
export async function readClock(db: AppDb): Promise<number> {
  const [row] = await db.select({ v: syncClock.v }).from(syncClock).where(eq(syncClock.id, 1));
  if (!row) throw new Error('sync_clock has no row: the migrations did not run');
  return Number(row.v);
}
