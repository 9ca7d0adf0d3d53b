/**
 * Sends an activity notification (spec §3, §4, §7 'Real-time'): one row for the recipient, in the
 * recipient's language, mirrored to their devices through the change feed, and announced after
 * the commit on their private channel as Echo's BroadcastNotificationCreated with its id and type
 * (a hint: the text arrives with the pull). Messages name a report by reference number only, never
 * a patient. Called inside the
 * feature's own writeWithChanges transaction, so the notification exists exactly when its cause
 * does.
 */
import {
  BROADCAST_NOTIFICATION_EVENT,
  type NotificationData,
  type NotificationType,
} from '../../../src/contract/activities';
import type { Locale } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { notifications, type NotificationRow } from '../../platform/db/schema';
import { translate } from '../../platform/i18n/translate';
import type { MessageKey } from '../../platform/i18n/messages';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export interface NotificationRecipient {
  id: number;
  uuid: string;
  language: Locale;
}

export interface NotificationInput {
  type: NotificationType;
  /** The message's text key and its parameters, rendered in the recipient's language. */
  message: Extract<MessageKey, `notification.${string}`>;
  params?: Record<string, string | number>;
  /** What the notification points to (spec: data.ticket.uuid; reports, demands, interpretations). */
  links?: Omit<NotificationData, 'message'>;
  now: Date;
}

export async function notifyUser(
  tx: AppTx,
  emit: Emit,
  recipient: NotificationRecipient,
  { type, message, params = {}, links = {}, now }: NotificationInput,
): Promise<NotificationRow> {
  const data: NotificationData = { message: translate(recipient.language, message, params), ...links };
  const [row] = await tx
    .insert(notifications)
    .values({ userId: recipient.id, type, data, createdAt: now })
    .returning();
  if (!row) throw new Error('notification not stored');
  emit(SyncEntity.notification, row.id, [userScope(recipient.uuid)]);
  emit.event({
    to: { userUuid: recipient.uuid },
    event: BROADCAST_NOTIFICATION_EVENT,
    data: { id: row.id, type },
  });
  return row;
}
