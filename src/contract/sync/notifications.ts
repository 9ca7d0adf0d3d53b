/** The user's activity notifications (../notifications.ts). */
export const notificationsSyncEntities = {
  notification: 'notification',
} as const;
