/** The user's activity notifications (../activities.ts). */
export const activitiesSyncEntities = {
  notification: 'notification',
} as const;
