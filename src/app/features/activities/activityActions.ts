import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import { queueAction } from '../../offline/queueAction';

/**
 * The bell's actions (spec §4 'Activity notification'), queued like every action: the mirror
 * changes at once, the outbox replays the request (online or later). 'All' means all the server
 * has when the request arrives; only read notifications are deleted.
 */
export const activityActions = {
  markRead: async (id: string) => {
    const readAt = new Date().toISOString();
    await queueAction({
      label: 'notificationRead',
      method: OutboxMethod.post,
      path: `/api/notifications/${encodeURIComponent(id)}/read`,
      entity: SyncEntity.notification,
      entityId: id,
      optimistic: (db) => db.notification.where('id').equals(id).modify({ read_at: readAt }),
    });
  },
  remove: async (id: string) => {
    await queueAction({
      label: 'notificationDelete',
      method: OutboxMethod.post,
      path: `/api/notifications/${encodeURIComponent(id)}/delete`,
      entity: SyncEntity.notification,
      entityId: id,
      optimistic: (db) => db.notification.delete(id),
    });
  },
  markAllRead: async () => {
    const readAt = new Date().toISOString();
    await queueAction({
      label: 'notificationsReadAll',
      method: OutboxMethod.post,
      path: '/api/notifications/read',
      optimistic: (db) => db.notification.filter((row) => row.read_at === null).modify({ read_at: readAt }),
    });
  },
  removeAllRead: async () => {
    await queueAction({
      label: 'notificationsDeleteRead',
      method: OutboxMethod.post,
      path: '/api/notifications/delete',
      optimistic: (db) => db.notification.filter((row) => row.read_at !== null).delete(),
    });
  },
};
