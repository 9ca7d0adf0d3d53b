/**
 * Sends an activity notification (spec §3, §4, §7 'Real-time'): one row for the recipient, stored
 * as its kind and the values its text names, mirrored to their devices through the change feed,
 * and announced after the commit on their private channel as Echo's BroadcastNotificationCreated
 * with its id and kind only (a hint: the rest arrives with the pull). The device renders the text
 * in the language its reader chose (issue 26), so no language is fixed here. Parameters name a
 * report by reference number only, never a patient. Called inside the feature's own
 * writeWithChanges transaction, so the notification exists exactly when its cause does.
 */
import {
  BROADCAST_NOTIFICATION_EVENT,
  type NotificationLinks,
  type NotificationParams,
  type NotificationType,
} from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { notifications, type NotificationRow } from '../../platform/db/schema';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export interface NotificationRecipient {
  id: number;
  uuid: string;
}

export interface NotificationInput<T extends NotificationType> {
  /** The kind: what happened (src/contract/activities.ts). */
  type: T;
  /** The values the kind's text names (NOTIFICATION_PARAMS). */
  params: NotificationParams<T>;
  /** What the notification points to (spec: data.ticket.uuid; reports, demands, interpretations). */
  links?: NotificationLinks;
  now: Date;
}

export async function notifyUser<T extends NotificationType>(
  tx: AppTx,
  emit: Emit,
  recipient: NotificationRecipient,
  input: NotificationInput<T>,
): Promise<NotificationRow> {
  const [row] = await notifyUsers(tx, emit, [recipient], input);
  if (!row) throw new Error('notification not stored');
  return row;
}

/**
 * The same notification for each of `recipients`, in one statement (a job telling all the lab's
 * staff at once keeps its transaction short: issue 26).
 */
export async function notifyUsers<T extends NotificationType>(
  tx: AppTx,
  emit: Emit,
  recipients: readonly NotificationRecipient[],
  { type, params, links = {}, now }: NotificationInput<T>,
): Promise<NotificationRow[]> {
  if (recipients.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        userId: recipient.id,
        type,
        data: { params, ...links },
        createdAt: now,
      })),
    )
    .returning();
  if (rows.length !== recipients.length) throw new Error('notifications not stored');
  // RETURNING answers in the order of VALUES in practice, but the rows name their user: match by it.
  const uuidOf = new Map(recipients.map((recipient) => [recipient.id, recipient.uuid]));
  for (const row of rows) {
    const uuid = uuidOf.get(row.userId);
    if (uuid === undefined) throw new Error('notification of an unknown recipient');
    emit(SyncEntity.notification, row.id, [userScope(uuid)]);
    emit.event({ to: { userUuid: uuid }, event: BROADCAST_NOTIFICATION_EVENT, data: { id: row.id, type } });
  }
  return rows;
}
