import { z } from 'zod';

/**
 * The body of every failed API call (spec §8): a message, and for validation failures (422)
 * the messages per field. The client's notification area shows the field lists when present.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** With 429: the seconds until the action may be repeated (a resend wait, a rate limit). */
  retry_after: z.number().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
