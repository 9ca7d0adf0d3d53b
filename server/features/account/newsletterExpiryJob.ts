/**
 * The daily job that removes pending newsletter subscriptions nobody confirmed within
 * NEWSLETTER_CONFIRMATION_DAYS (issue 26): in batches that yield (platform/jobs/batches.ts), each
 * batch one transaction that tells the subscriber's devices the row is gone.
 */
import type { AppContext } from '../../platform/appContext';
import { runInBatches } from '../../platform/jobs/batches';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from '../../platform/jobs/periodicJob';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { SyncEntity } from '../../../src/contract/sync';
import { EXPIRED_SUBSCRIPTION_BATCH, removeExpiredSubscriptions } from './newsletterRecipients';

export const NEWSLETTER_EXPIRY_INTERVAL_MS = 24 * 60 * 60_000;

/** Removes every expired pending subscription; how many. */
export async function expireNewsletterSubscriptions(
  context: Pick<AppContext, 'db' | 'now'>,
  signal?: AbortSignal,
): Promise<number> {
  const now = context.now();
  const { items } = await runInBatches(
    EXPIRED_SUBSCRIPTION_BATCH,
    async () => {
      const { result } = await writeWithChanges(context.db, async (tx, emit) => {
        const removed = await removeExpiredSubscriptions(tx, now);
        for (const { id, owner } of removed) {
          emit.del(SyncEntity.newsletterRecipient, id, [userScope(owner.uuid)]);
          emit(SyncEntity.doctor, owner.id, DOCTOR_SCOPES);
        }
        return removed.length;
      });
      return result;
    },
    signal,
  );
  return items;
}

export function startNewsletterExpiryJob(
  context: Pick<AppContext, 'db' | 'now'>,
  log: PeriodicJobLog & { info(object: object, message: string): void },
): PeriodicJob {
  return startPeriodicJob(
    'newsletter expiry',
    NEWSLETTER_EXPIRY_INTERVAL_MS,
    async (signal) => {
      const removed = await expireNewsletterSubscriptions(context, signal);
      if (removed > 0) log.info({ removed }, 'newsletter expiry removed unconfirmed subscriptions');
    },
    log,
  );
}
