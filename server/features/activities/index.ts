/** Notifications (the bell and live toasts; 'activities' on the client). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { activitiesMessages } from './messages';
import { notificationEntity } from './notificationEntity';
import { notificationRoutes } from './notificationRoutes';

export const activitiesFeature = defineFeature({
  name: 'activities',
  messages: activitiesMessages,
  routes: [notificationRoutes],
  syncEntities: { notification: notificationEntity },
});

export { notifyUser, notifyUsers } from './notifyUser';
