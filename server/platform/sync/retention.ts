/**
 * Retention of the change feed and of idempotency keys, run at start and then every hour.
 *
 * Changes older than SYNC_CHANGES_RETENTION_MS are deleted, RETENTION_BATCH_SIZE at a time with
 * the event loop's turn between batches (platform/jobs/batches.ts), and the highest deleted
 * version is recorded as the floor in the same transaction as each batch: a cursor below it may
 * have missed a deleted change, so its next pull answers a reset and the client bootstraps. Deleting by age may leave
 * an older version behind a deleted newer one (a long transaction); the floor, being the highest
 * deleted version, still guarantees that everything above it is intact. Idempotency keys go after
 * IDEMPOTENCY_KEY_TTL_MS. The clock is injected, so tests move time instead of waiting.
 */
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS, SYNC_CHANGES_RETENTION_MS } from '../../../src/contract/constants';
import type { AppDb } from '../db/database';
import { queryRows } from '../db/queryRows';
import { syncFloor } from '../db/schema';
import { runInBatches } from '../jobs/batches';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { Clock } from '../time/clock';

export const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RetentionResult {
  deletedChanges: number;
  deletedIdempotencyKeys: number;
  /** The floor after the run (0 while nothing was ever deleted). */
  floor: number;
}

/**
 * Rows one retention statement deletes at most: on the embedded database a statement runs on the
 * server's own thread, so a month of changes deleted at once would hold every request (issue 26).
 */
export const RETENTION_BATCH_SIZE = 1_000;

export async function cleanUpSyncData(db: AppDb, now: Date, signal?: AbortSignal): Promise<RetentionResult> {
  const changesBefore = new Date(now.getTime() - SYNC_CHANGES_RETENTION_MS).toISOString();
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const changes = await runInBatches(RETENTION_BATCH_SIZE, () => deleteOldChanges(db, changesBefore), signal);
  const keys = await runInBatches(RETENTION_BATCH_SIZE, () => deleteOldKeys(db, keysBefore), signal);
  const [floor] = await db.select({ version: syncFloor.version }).from(syncFloor);
  return {
    deletedChanges: changes.items,
    deletedIdempotencyKeys: keys.items,
    floor: floor ? Number(floor.version) : 0,
  };
}

/** One batch of old changes, oldest first, and the floor raised to the highest of them, in one transaction. */
async function deleteOldChanges(db: AppDb, before: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [gone] = await queryRows<{ highest: string | number | null; deleted: string | number }>(
      tx,
      sql`WITH gone AS (
            DELETE FROM changes WHERE ctid IN (
              SELECT ctid FROM changes WHERE created_at < ${before}::timestamptz
              ORDER BY created_at LIMIT ${RETENTION_BATCH_SIZE})
            RETURNING version)
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
    return Number(gone?.deleted ?? 0);
  });
}

async function deleteOldKeys(db: AppDb, before: string): Promise<number> {
  const [gone] = await queryRows<{ deleted: string | number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM idempotency_keys WHERE ctid IN (
            SELECT ctid FROM idempotency_keys WHERE created_at < ${before}::timestamptz
            LIMIT ${RETENTION_BATCH_SIZE})
          RETURNING 1)
        SELECT count(*) AS deleted FROM gone`,
  );
  return Number(gone?.deleted ?? 0);
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
    async (signal) => {
      const result = await cleanUpSyncData(db, now(), signal);
      if (result.deletedChanges > 0 || result.deletedIdempotencyKeys > 0) {
        log.info(result, 'sync retention cleaned up');
      }
    },
    log,
  );
}
