import { z } from 'zod';

/**
 * E-mail verification (spec §2 verify-email, §8). The mail links to the SPA's verify-email page with
 * the signed API link in the `verification_url` query; the page GETs that link.
 */

/** `GET /api/email/verify/{uuid}/{hash}?expires&signature`: 200 when verified; 403 expired or forged. */
export const emailVerifiedSchema = z.object({ message: z.literal('verified') });

/**
 * `POST /api/email/verification-notification`: signed in, no body needed; as a guest, the
 * (possibly expired) link of the last mail identifies whom to send a new one.
 */
export const verificationNotificationSchema = z
  .object({ verification_url: z.string().trim().max(2000).optional() })
  .nullish()
  .transform((body) => body ?? {});
export type VerificationNotificationInput = z.input<typeof verificationNotificationSchema>;

/** 202; 429 `{message, retry_after}` when asked again within the resend wait. */
export const verificationLinkSentSchema = z.object({ message: z.literal('verification-link-sent') });
