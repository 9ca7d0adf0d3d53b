/**
 * Pushes the activity notifications a device subscribed to (issue 29), after their commit: every
 * committed write that announced a notification on a user's channel (activities/notifyUser.ts:
 * BroadcastNotificationCreated) is looked at here, so each feature that notifies (report upload and
 * FHIR/LDT import with their critical results, tickets, orders) pushes without knowing of push. The
 * notification is read back for its kind and links; each of the recipient's subscriptions that wants
 * the kind gets it in the subscription's language. Runs beside the request, never inside it.
 */
import { inArray } from 'drizzle-orm';
import {
  BROADCAST_NOTIFICATION_EVENT,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../src/contract/activities';
import type { AppContext } from '../../platform/appContext';
import { notifications } from '../../platform/db/schema';
import type { FeatureJobLog } from '../../platform/feature/serverFeature';
import type { PeriodicJob } from '../../platform/jobs/periodicJob';
import { onChangesCommitted, type CommittedChanges } from '../../platform/sync/committedChanges';
import { pushKindOf, pushPayload } from './pushPayload';
import { createPushSender, type PushSender } from './pushSender';
import { subscriptionsWanting } from './pushSubscriptions';

/** Only kinds that push are read back (a report opened, a post moved: no push). */
const isPushedType = (type: unknown): boolean =>
  typeof type === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? pushKindOf(type as NotificationType) !== null
    : false;

const announcedNotificationIds = (changes: CommittedChanges): string[] =>
  changes.events.flatMap((event) =>
    event.to !== 'backendMessages' &&
    event.event === BROADCAST_NOTIFICATION_EVENT &&
    typeof event.data.id === 'string' &&
    isPushedType(event.data.type)
      ? [event.data.id]
      : [],
  );

async function pushNotifications(context: AppContext, sender: PushSender, ids: string[]): Promise<void> {
  const rows = await context.db.select().from(notifications).where(inArray(notifications.id, ids));
  for (const row of rows) {
    const kind = pushKindOf(row.type);
    if (!kind) continue;
    for (const subscription of await subscriptionsWanting(context.db, [row.userId], kind)) {
      sender.send({ subscription, payload: pushPayload(kind, row.data, subscription.language) });
    }
  }
}

/** Listens from the app's start to its close; without VAPID keys (push off) it does nothing. */
export function startPushDispatch(context: AppContext, log: FeatureJobLog): PeriodicJob {
  const { vapid } = context.config;
  if (!vapid) return { stop: async () => undefined };
  const sender = createPushSender({ db: context.db, vapid, log });
  const lookups = new Set<Promise<void>>();
  const stopListening = onChangesCommitted(context.db, (changes) => {
    const ids = announcedNotificationIds(changes);
    if (ids.length === 0) return;
    const lookup = pushNotifications(context, sender, ids)
      .catch((error: unknown) => log.error({ err: error }, 'push: notifications not pushed'))
      .finally(() => lookups.delete(lookup));
    lookups.add(lookup);
  });
  return {
    async stop() {
      stopListening();
      await Promise.all(lookups);
      await sender.idle();
    },
  };
}
