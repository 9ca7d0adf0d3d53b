import { z } from 'zod';
import { EMAIL_MAX } from './constants';
import { ValidationMessage } from './validationMessages';

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

/**
 * `POST /api/email/verification-link`: a guest whose link expired or was used asks for a new one by
 * address (issue 26), without a session. The answer is 202 whether or not an account has the
 * address; 429 `{message, retry_after}` when asked too often.
 */
export const verificationLinkRequestSchema = z.object({
  email: z
    .string({ error: ValidationMessage.required })
    .trim()
    .min(1, ValidationMessage.required)
    .max(EMAIL_MAX, ValidationMessage.email)
    .pipe(z.email(ValidationMessage.email)),
});
export type VerificationLinkRequestInput = z.input<typeof verificationLinkRequestSchema>;
export const verificationLinkRequestedSchema = z.object({
  message: z.literal('verification-link-requested'),
});
