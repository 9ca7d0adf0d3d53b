import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import { enqueue } from '../../../sync/outbox';
import { kickSync } from '../../../workers/syncClient';
import { mirror } from '../../offline/syncSession';

/**
 * The bell's actions (spec §4 'Activity notification'), queued like every action: the mirror
 * changes at once, the outbox replays the request (online or later). 'All' means all the server
 * has when the request arrives; only read notifications are deleted.
 */
export const activityActions = {
  markRead: async (id: string) => {
    const readAt = new Date().toISOString();
    await enqueue(mirror(), {
      method: OutboxMethod.post,
      path: `/api/notifications/${encodeURIComponent(id)}/read`,
      entity: SyncEntity.notification,
      entityId: id,
      optimistic: (db) => db.notification.where('id').equals(id).modify({ read_at: readAt }),
    });
    kickSync();
  },
  remove: async (id: string) => {
    await enqueue(mirror(), {
      method: OutboxMethod.post,
      path: `/api/notifications/${encodeURIComponent(id)}/delete`,
      entity: SyncEntity.notification,
      entityId: id,
      optimistic: (db) => db.notification.delete(id),
    });
    kickSync();
  },
  markAllRead: async () => {
    const readAt = new Date().toISOString();
    await enqueue(mirror(), {
      method: OutboxMethod.post,
      path: '/api/notifications/read',
      optimistic: (db) => db.notification.filter((row) => row.read_at === null).modify({ read_at: readAt }),
    });
    kickSync();
  },
  removeAllRead: async () => {
    await enqueue(mirror(), {
      method: OutboxMethod.post,
      path: '/api/notifications/delete',
      optimistic: (db) => db.notification.filter((row) => row.read_at !== null).delete(),
    });
    kickSync();
  },
};
