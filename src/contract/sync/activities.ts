/** The user's activity notifications (../notifications.ts). */
export const activitiesSyncEntities = {
  notification: 'notification',
} as const;
