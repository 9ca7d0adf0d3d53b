import type { ActivityNotification } from '../../contract/notifications';
import { mirrorConcept } from '../mirrorConcept';

export type NotificationRow = ActivityNotification;

export const notificationsTables = mirrorConcept<{ notification: NotificationRow }>({
  stores: {
    2: { notification: 'id, created_at, read_at' },
  },
});
