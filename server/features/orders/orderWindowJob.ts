/**
 * The doctors' devices keep the open orders and those of the last ORDER_DEVICE_MONTHS (issue 28). An
 * order closed while inside that window leaves it later by age alone, with no write that would tell
 * the devices: this job does, every hour. It finds the closed orders created before the window that
 * the devices were not yet told of (`left_devices_at` null, an index of its own), emits a `del` to
 * their doctors' scopes and marks them, WINDOW_BATCH at a time with the event loop's turn between
 * batches (platform/jobs/batches.ts). Staff mirrors are left alone (they keep what their pulls
 * brought, as with reports). An open order older than the window is kept; when it closes, its move
 * emits a change that the pull answers as a `del` (orderAccess.ts `mirroredOrders`).
 */
import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import type { AppDb } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import { runInBatches } from '../../platform/jobs/batches';
import { startPeriodicJob, type PeriodicJob } from '../../platform/jobs/periodicJob';
import type { FeatureJobLog } from '../../platform/feature/serverFeature';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { CLOSED_ORDER_STATUSES, deviceWindowStart } from './orderAccess';
import { orderScopes } from './orderScopes';

export const ORDER_WINDOW_INTERVAL_MS = 60 * 60_000;

/** Orders one transaction of the job handles. */
export const WINDOW_BATCH = 100;

/** Tells the devices of every closed order that left the window; returns how many. */
export async function dropOrdersFromDevices(db: AppDb, now: Date, signal?: AbortSignal): Promise<number> {
  const before = deviceWindowStart(now);
  const { items } = await runInBatches(
    WINDOW_BATCH,
    async () => {
      const { result } = await writeWithChanges(db, async (tx, emit) => {
        const due = await tx
          .select({ id: orders.id, uuid: orders.uuid, officeId: orders.officeId, doctorId: orders.doctorId })
          .from(orders)
          .where(
            and(
              isNull(orders.leftDevicesAt),
              lt(orders.createdAt, before),
              inArray(orders.status, [...CLOSED_ORDER_STATUSES]),
            ),
          )
          .orderBy(asc(orders.createdAt))
          .limit(WINDOW_BATCH)
          .for('update', { skipLocked: true });
        for (const order of due) {
          const doctors = (await orderScopes(tx, order)).filter((scope) => scope.startsWith('user:'));
          emit.del(SyncEntity.order, order.uuid, doctors);
        }
        if (due.length > 0) {
          await tx
            .update(orders)
            .set({ leftDevicesAt: now })
            .where(
              inArray(
                orders.id,
                due.map((order) => order.id),
              ),
            );
        }
        return due.length;
      });
      return result;
    },
    signal,
  );
  return items;
}

export function startOrderWindowJob(
  context: Pick<AppContext, 'db' | 'now'>,
  log: FeatureJobLog,
): PeriodicJob {
  return startPeriodicJob(
    'order device window',
    ORDER_WINDOW_INTERVAL_MS,
    async (signal) => {
      const dropped = await dropOrdersFromDevices(context.db, context.now(), signal);
      if (dropped > 0) log.info({ dropped }, 'orders left the doctors’ devices');
    },
    log,
  );
}
