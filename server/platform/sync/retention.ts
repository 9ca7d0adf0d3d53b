/**
 * Retention of the change feed and of idempotency keys, run at start and then every hour.
 *
 * Changes older than SYNC_CHANGES_RETENTION_MS are deleted, and the highest deleted version is
 * recorded as the floor in the same transaction: a cursor below it may have missed a deleted
 * change, so its next pull answers a reset and the client bootstraps. Deleting by age may leave
 * an older version behind a deleted newer one (a long transaction); the floor, being the highest
 * deleted version, still guarantees that everything above it is intact. Idempotency keys go after
 * IDEMPOTENCY_KEY_TTL_MS. The clock is injected, so tests move time instead of waiting.
 */
import { lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS, SYNC_CHANGES_RETENTION_MS } from '../../../src/contract/constants';
import type { AppDb } from '../db/database';
import { queryRows } from '../db/queryRows';
import { idempotencyKeys, syncFloor } from '../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { Clock } from '../time/clock';

export const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RetentionResult {
  deletedChanges: number;
  deletedIdempotencyKeys: number;
  /** The floor after the run (0 while nothing was ever deleted). */
  floor: number;
}

export async function cleanUpSyncData(db: AppDb, now: Date): Promise<RetentionResult> {
  const changesBefore = new Date(now.getTime() - SYNC_CHANGES_RETENTION_MS).toISOString();
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  return db.transaction(async (tx) => {
    const [gone] = await queryRows<{ highest: string | number | null; deleted: string | number }>(
      tx,
      sql`WITH gone AS (DELETE FROM changes WHERE created_at < ${changesBefore}::timestamptz RETURNING version)
          SELECT max(version) AS highest, count(*) AS deleted FROM gone`,
    );
    if (gone?.highest !== null && gone?.highest !== undefined) {
      await tx
        .insert(syncFloor)
        .values({ id: 1, version: Number(gone.highest) })
        .onConflictDoUpdate({
          target: syncFloor.id,
          set: { version: sql`GREATEST(${syncFloor.version}, excluded.version)` },
        });
    }
    const keys = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, keysBefore))
      .returning({ key: idempotencyKeys.key });
    const [floor] = await tx.select({ version: syncFloor.version }).from(syncFloor);
    return {
      deletedChanges: Number(gone?.deleted ?? 0),
      deletedIdempotencyKeys: keys.length,
      floor: floor ? Number(floor.version) : 0,
    };
  });
}

export type RetentionJob = PeriodicJob;

export function startRetentionJob({
  db,
  now,
  log,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: AppDb;
  now: Clock;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  intervalMs?: number;
}): RetentionJob {
  return startPeriodicJob(
    'sync retention',
    intervalMs,
    async () => {
      const result = await cleanUpSyncData(db, now());
      if (result.deletedChanges > 0 || result.deletedIdempotencyKeys > 0) {
        log.info(result, 'sync retention cleaned up');
      }
    },
    log,
  );
}
