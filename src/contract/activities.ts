import { z } from 'zod';

/**
 * Activity notifications (spec §3 'Activity notification': id, type, data.message,
 * data.ticket.uuid, read_at, created_at; §4: unread until read_at is set; one or all can be marked
 * read or deleted). The types are the occasions spec §7 'Real-time' lists.
 */
export const NotificationType = {
  reportUploaded: 'report.uploaded',
  reportRead: 'report.read',
  reportDeleted: 'report.deleted',
  reportCritical: 'report.critical',
  reportEscalated: 'report.escalated',
  interpretationRequested: 'interpretation.requested',
  ticketCreated: 'ticket.created',
  ticketMail: 'ticket.mail',
  ticketComment: 'ticket.comment',
  reportDemandCreated: 'reportDemand.created',
  postMoved: 'post.moved',
  /** Issue 15: a waiting registration moved up to a booked place. */
  workshopPromoted: 'workshop.promoted',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES = Object.values(NotificationType) as [
  NotificationType,
  ...NotificationType[],
];

/**
 * What a notification says and points to. `message` is rendered in the recipient's language when
 * it is created; it names reports by reference number only, never by patient.
 */
export const notificationDataSchema = z.object({
  message: z.string(),
  ticket: z.object({ uuid: z.string() }).optional(),
  report: z.object({ id: z.number() }).optional(),
  demand: z.object({ id: z.number() }).optional(),
  interpretation: z.object({ id: z.number() }).optional(),
  workshop: z.object({ id: z.number() }).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const activityNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  data: notificationDataSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityNotification = z.infer<typeof activityNotificationSchema>;

/** `GET /api/notifications`: the caller's notifications, newest first. */
export const notificationListSchema = z.object({
  data: z.array(activityNotificationSchema),
  meta: z.object({ unread: z.number() }),
});

/** Echo's event name for a broadcast notification (laravel-echo's `.notification(...)` listens to it). */
export const BROADCAST_NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
