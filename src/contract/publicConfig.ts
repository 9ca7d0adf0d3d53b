import { z } from 'zod';

/** Where pusher-js connects: `new Pusher(key, {wsHost: host, wsPort: port, forceTLS: scheme === 'https'})`. */
export const pusherClientConfigSchema = z.object({
  key: z.string().min(1),
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  scheme: z.enum(['http', 'https']),
});

/** What `GET /api/config` tells any visitor, signed in or not. Nothing secret belongs here. */
export const publicConfigSchema = z.object({
  labName: z.string().min(1),
  /** The real-time socket (issue 5); absent from servers without one. */
  pusher: pusherClientConfigSchema.optional(),
  /** Whether the server translates forum posts (TRANSLATE_URL set; issue 15): the translate button shows only then. */
  translate: z.boolean().optional(),
  /** Issue 29: the Web Push application server key (VAPID public key, base64url); absent: no push. */
  vapidPublicKey: z.string().min(1).optional(),
});

export type PusherClientConfig = z.infer<typeof pusherClientConfigSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;
