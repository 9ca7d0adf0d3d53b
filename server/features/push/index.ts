/** Web Push (issue 29): a device's subscription to the kinds of news it wants pushed while the portal is closed. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { pushMessages } from './messages';
import { startPushDispatch } from './pushDispatch';
import { pushRoutes } from './pushRoutes';
import { pushSubscriptionEntity } from './pushSubscriptionEntity';

export const pushFeature = defineFeature({
  name: 'push',
  messages: pushMessages,
  routes: [pushRoutes],
  jobs: [startPushDispatch],
  syncEntities: { pushSubscription: pushSubscriptionEntity },
});

export { removeSubscriptions as removePushSubscriptions } from './pushSubscriptions';
