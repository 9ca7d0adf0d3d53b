import type { NotificationRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';

/** The user's activity notifications, newest first, from the mirror. */
export function useActivities(): NotificationRow[] {
  return useMirror((db) => db.notification.orderBy('created_at').reverse().toArray()) ?? [];
}

export const isUnread = (row: NotificationRow) => row.read_at === null;
