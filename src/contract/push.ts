import { z } from 'zod';
import { NotificationType } from './activities';
import { LOCALES, PUSH_DEVICE_LABEL_MAX, PUSH_ENDPOINT_MAX } from './constants';

/**
 * Web Push (issue 29): a doctor's device subscribes to the kinds of news it wants pushed while the
 * portal is closed. A push names the kind and where to open it, never a patient or a value: the
 * push service (Google, Mozilla, Apple) carries it, and the lock screen shows it.
 */
export const PushKind = {
  critical: 'critical',
  report: 'report',
  ticket: 'ticket',
  order: 'order',
} as const;
export type PushKind = (typeof PushKind)[keyof typeof PushKind];
export const PUSH_KINDS = Object.values(PushKind) as [PushKind, ...PushKind[]];

/** Which activity notifications push, as which kind; the others stay in the bell. */
export const PUSH_KIND_OF_NOTIFICATION: Partial<Record<NotificationType, PushKind>> = {
  [NotificationType.reportCritical]: PushKind.critical,
  [NotificationType.reportEscalated]: PushKind.critical,
  [NotificationType.reportUploaded]: PushKind.report,
  [NotificationType.ticketCreated]: PushKind.ticket,
  [NotificationType.ticketComment]: PushKind.ticket,
  [NotificationType.ticketMail]: PushKind.ticket,
  [NotificationType.orderReport]: PushKind.order,
};

/** The field messages of a refused subscription (i18n keys; server: features/push/messages.ts). */
export const PushValidation = {
  endpoint: 'validation.pushEndpoint',
  key: 'validation.pushKey',
  kinds: 'validation.pushKinds',
  deviceLabel: 'validation.pushDeviceLabel',
} as const;

/** An ECDH P-256 public key uncompressed is 65 bytes, the auth secret 16: base64url without padding. */
const P256DH_LENGTH = 87;
const AUTH_LENGTH = 22;
const base64url = (length: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), { error: PushValidation.key });

const endpointSchema = z
  .string({ error: PushValidation.endpoint })
  .max(PUSH_ENDPOINT_MAX, { error: PushValidation.endpoint })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: PushValidation.endpoint },
  );

const kindsSchema = z
  .array(z.enum(PUSH_KINDS, { error: PushValidation.kinds }), { error: PushValidation.kinds })
  .min(1, { error: PushValidation.kinds })
  .max(PUSH_KINDS.length, { error: PushValidation.kinds })
  .transform((kinds) => [...new Set(kinds)]);

/**
 * `POST /api/push/subscriptions`: this device's PushSubscription (its `toJSON()`), the kinds and
 * the device's name. Subscribing an endpoint the user has already updates it (a browser renews its
 * subscription under the same endpoint, or a device subscribes again after clearing its data).
 * The endpoint's scheme is checked again on the server: plain http only to a loopback push service
 * of the developer tools.
 */
export const pushSubscribeSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(P256DH_LENGTH), auth: base64url(AUTH_LENGTH) }),
  kinds: kindsSchema,
  language: z.enum(LOCALES).optional(),
  device_label: z
    .string()
    .trim()
    .max(PUSH_DEVICE_LABEL_MAX, { error: PushValidation.deviceLabel })
    .optional()
    .default(''),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeSchema>;

/** `PUT /api/push/subscriptions/{id}`: other kinds or language for a device. */
export const pushUpdateSchema = z.object({
  kinds: kindsSchema.optional(),
  language: z.enum(LOCALES).optional(),
});

/** `POST /api/push/subscriptions/remove`: this device's endpoint (at sign-out, or push turned off). */
export const pushRemoveSchema = z.object({ endpoint: endpointSchema });

/** A subscription as its owner's devices mirror it: no keys (each device has its own). */
export const pushSubscriptionRecordSchema = z.object({
  id: z.number(),
  endpoint: z.string(),
  kinds: z.array(z.enum(PUSH_KINDS)),
  language: z.enum(LOCALES),
  device_label: z.string(),
  created_at: z.string(),
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionRecordSchema>;

/** What a push carries (encrypted for the device): the kind, a text without patient data, where to open. */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the portal (same origin), opened or focused on click. */
  url: z.string().startsWith('/'),
  /** Notifications of one thing replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
