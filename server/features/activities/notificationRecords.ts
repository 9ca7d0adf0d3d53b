/** Reading the caller's notifications, in the shape of spec §3 'Activity notification'. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ActivityNotification } from '../../../src/contract/activities';
import type { AppDb, AppTx } from '../../platform/db/database';
import { notifications, type NotificationRow } from '../../platform/db/schema';

export const toNotificationRecord = (row: NotificationRow): ActivityNotification => ({
  id: row.id,
  type: row.type,
  data: row.data,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listNotifications(db: AppDb | AppTx, userId: number): Promise<ActivityNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotificationRecord);
}

export async function countUnread(db: AppDb | AppTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
