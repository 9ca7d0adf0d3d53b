/**
 * A database restored from a backup has a change feed that went back in time: the clock is the
 * dump's, while a device that synced after the dump holds a cursor of versions this database never
 * wrote. The pull already answers a reset to a cursor ahead of the clock (pullChanges.ts), but
 * once new writes move the clock past such a cursor, the device would take only the changes after
 * it and keep what the lost versions had shown: a half state.
 *
 * So at every start the feed compares where it lives (the database's OID and the cluster's system
 * identifier) with where it was recorded (sync_origin). pg_restore into a new database gives it a
 * new OID but the old row; then every user's scope epoch moves on by RESTORE_EPOCH_STEP, and any
 * cursor from before the restore answers a reset: the device bootstraps. The step is large rather
 * than 1 because a device may carry an epoch from after the dump (a role change between the backup
 * and the loss): it must not meet the restored epoch plus one by chance.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { queryRows } from '../db/queryRows';
import { syncOrigin, users } from '../db/schema';

export const RESTORE_EPOCH_STEP = 1000;

interface FeedOrigin {
  databaseOid: number;
  systemIdentifier: string;
}

async function currentOrigin(db: AppDb): Promise<FeedOrigin> {
  const rows = await queryRows<{ database_oid: string | number; system_identifier: string }>(
    db,
    sql`
    select (select oid from pg_database where datname = current_database())::bigint as database_oid,
           (select system_identifier from pg_control_system())::text as system_identifier`,
  );
  const [row] = rows;
  if (!row) throw new Error('cannot read the database identity');
  return { databaseOid: Number(row.database_oid), systemIdentifier: row.system_identifier };
}

/**
 * Records the feed's origin on the first start; on a start in another database than the recorded
 * one, moves every scope epoch on and records the new origin. Returns whether it did.
 */
export async function resetSyncAfterRestore(db: AppDb): Promise<boolean> {
  const here = await currentOrigin(db);
  return db.transaction(async (tx) => {
    const [recorded] = await tx.select().from(syncOrigin).for('update');
    if (!recorded) {
      await tx
        .insert(syncOrigin)
        .values({ id: 1, ...here })
        .onConflictDoNothing();
      return false;
    }
    if (recorded.databaseOid === here.databaseOid && recorded.systemIdentifier === here.systemIdentifier) {
      return false;
    }
    await tx.update(users).set({ syncEpoch: sql`${users.syncEpoch} + ${RESTORE_EPOCH_STEP}` });
    await tx.update(syncOrigin).set(here);
    return true;
  });
}
