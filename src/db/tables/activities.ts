import type { ActivityNotification } from '../../contract/activities';
import { mirrorConcept } from '../mirrorConcept';

export type NotificationRow = ActivityNotification;

export const activitiesTables = mirrorConcept<{ notification: NotificationRow }>({
  stores: {
    2: { notification: 'id, created_at, read_at' },
  },
});
