/**
 * A user's Web Push subscriptions (issue 29), one per device, keyed by the push service's endpoint.
 * Every change is mirrored to the owner's devices (scope user:<uuid>, without the keys); a row that
 * leaves its owner (deleted, or the endpoint taken over by another user signing in on that browser)
 * is told as a `del`. Another user's subscription is answered as not found.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../../src/contract/constants';
import type {
  PushKind,
  PushSubscriptionRecord,
  pushSubscribeSchema,
  pushUpdateSchema,
} from '../../../src/contract/push';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { pushSubscriptions, users, type PushSubscriptionRow } from '../../platform/db/schema';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export interface SubscriptionOwner {
  id: number;
  uuid: string;
}

export function toPushSubscriptionRecord(row: PushSubscriptionRow): PushSubscriptionRecord {
  return {
    id: row.id,
    endpoint: row.endpoint,
    kinds: row.kinds,
    language: row.language,
    device_label: row.deviceLabel,
    created_at: row.createdAt.toISOString(),
  };
}

/** How many devices the user has subscribed, the given endpoint left out (it may be renewed). */
export async function countOtherSubscriptions(db: AppDb, userId: number, endpoint: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return row?.n ?? 0;
}

/**
 * Stores the device's subscription for `owner`: a known endpoint is renewed (new keys, kinds,
 * language), also when another user held it on that browser before (they lose it: `del`).
 */
export async function subscribeDevice(
  tx: AppTx,
  emit: Emit,
  owner: SubscriptionOwner,
  input: z.output<typeof pushSubscribeSchema> & { language: Locale },
  now: Date,
): Promise<PushSubscriptionRow> {
  const [previous] = await tx
    .select({ userId: pushSubscriptions.userId, uuid: users.uuid, id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.endpoint, input.endpoint));
  const values = {
    userId: owner.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    kinds: input.kinds,
    language: input.language,
    deviceLabel: input.device_label,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  if (!row) throw new Error('push subscription not stored');
  if (previous && previous.userId !== owner.id) {
    emit.del(SyncEntity.pushSubscription, previous.id, [userScope(previous.uuid)]);
  }
  emit(SyncEntity.pushSubscription, row.id, [userScope(owner.uuid)]);
  return row;
}

/** Other kinds or language for one of the owner's devices; null when it is not theirs. */
export async function updateSubscription(
  tx: AppTx,
  emit: Emit,
  owner: SubscriptionOwner,
  id: number,
  change: z.output<typeof pushUpdateSchema>,
  now: Date,
): Promise<PushSubscriptionRow | null> {
  const [row] = await tx
    .update(pushSubscriptions)
    .set({
      ...(change.kinds ? { kinds: change.kinds } : {}),
      ...(change.language ? { language: change.language } : {}),
      updatedAt: now,
    })
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, owner.id)))
    .returning();
  if (!row) return null;
  emit(SyncEntity.pushSubscription, row.id, [userScope(owner.uuid)]);
  return row;
}

/** Removes the owner's subscriptions matching `where` (by id, by endpoint, or all); answers how many. */
export async function removeSubscriptions(
  tx: AppTx,
  emit: Emit,
  owner: SubscriptionOwner,
  which: { id: number } | { endpoint: string } | 'all',
): Promise<number> {
  const own = eq(pushSubscriptions.userId, owner.id);
  const condition =
    which === 'all'
      ? own
      : 'id' in which
        ? and(own, eq(pushSubscriptions.id, which.id))
        : and(own, eq(pushSubscriptions.endpoint, which.endpoint));
  const removed = await tx.delete(pushSubscriptions).where(condition).returning({ id: pushSubscriptions.id });
  for (const { id } of removed) emit.del(SyncEntity.pushSubscription, id, [userScope(owner.uuid)]);
  return removed.length;
}

/** A user's subscriptions that want `kind`, with their keys, for sending. */
export async function subscriptionsWanting(
  db: AppDb,
  userIds: readonly number[],
  kind: PushKind,
): Promise<(PushSubscriptionRow & { ownerUuid: string })[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ subscription: pushSubscriptions, ownerUuid: users.uuid })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return rows
    .filter((row) => row.subscription.kinds.includes(kind))
    .map((row) => ({ ...row.subscription, ownerUuid: row.ownerUuid }));
}
