/** `pushSubscription`: the viewer's own push subscriptions, one per device (scope user:<uuid>), without keys. */
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { toPushSubscriptionRecord } from './pushSubscriptions';

export const pushSubscriptionEntity = numericIdEntity(async (db, viewer, filter) => {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), idCondition(pushSubscriptions.id, filter)))
    .orderBy(pushSubscriptions.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: toPushSubscriptionRecord(row) }));
});
