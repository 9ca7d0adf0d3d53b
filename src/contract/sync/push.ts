/** The user's own push subscriptions, one per device (../push.ts; issue 29). */
export const pushSyncEntities = {
  pushSubscription: 'pushSubscription',
} as const;
