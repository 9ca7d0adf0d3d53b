import { z } from 'zod';

/**
 * Activity notifications (spec §3 'Activity notification': id, type, data.message,
 * data.ticket.uuid, read_at, created_at; §4: unread until read_at is set; one or all can be marked
 * read or deleted). The type is the notification's kind, one of the occasions spec §7 'Real-time'
 * lists; with its parameters (below) it is all the server stores of what happened.
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
  /** Issue 28: the report of an order arrived (imported under the order's number). */
  orderReport: 'order.report',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES = Object.values(NotificationType) as [
  NotificationType,
  ...NotificationType[],
];

/**
 * What each kind's text names. The server stores the kind and these values, never a text: the
 * reader's device renders it in the language it shows (issue 26), so a switch of language
 * re-renders every notification. Reports go by reference number only, people by display name;
 * nothing names a patient (the ticket's subject or text is never a parameter).
 */
export const NOTIFICATION_PARAMS = {
  [NotificationType.reportUploaded]: ['befundId'],
  [NotificationType.reportRead]: ['befundId', 'doctor'],
  [NotificationType.reportDeleted]: ['befundId'],
  [NotificationType.reportCritical]: ['befundId'],
  [NotificationType.reportEscalated]: ['befundId'],
  [NotificationType.interpretationRequested]: ['doctor'],
  [NotificationType.ticketCreated]: ['id', 'author'],
  [NotificationType.ticketMail]: ['id', 'author'],
  [NotificationType.ticketComment]: ['id', 'author'],
  [NotificationType.reportDemandCreated]: ['befundId', 'doctor'],
  [NotificationType.postMoved]: ['title'],
  [NotificationType.workshopPromoted]: ['title'],
  [NotificationType.orderReport]: ['number'],
} as const satisfies Record<NotificationType, readonly string[]>;

/** The values a notification of kind `T` names. */
export type NotificationParams<T extends NotificationType = NotificationType> = Record<
  (typeof NOTIFICATION_PARAMS)[T][number],
  string | number
>;

/** What a notification points to (spec §3: data.ticket.uuid; reports, demands, interpretations, workshops). */
const notificationLinksSchema = z.object({
  ticket: z.object({ uuid: z.string() }).optional(),
  report: z.object({ id: z.number() }).optional(),
  demand: z.object({ id: z.number() }).optional(),
  interpretation: z.object({ id: z.number() }).optional(),
  workshop: z.object({ id: z.number() }).optional(),
  /** Issue 28: the order (by uuid, as the mirror keys it). */
  order: z.object({ uuid: z.string() }).optional(),
});
export type NotificationLinks = z.infer<typeof notificationLinksSchema>;

/**
 * What a notification says and points to: the values its kind's text names (`params`). A
 * notification stored before kinds had parameters keeps the text it was given then, in its
 * recipient's language of that day (spec §3's `data.message`), and is shown as it is.
 */
export const notificationDataSchema = z.union([
  notificationLinksSchema.extend({ params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  notificationLinksSchema.extend({ message: z.string() }),
]);
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
