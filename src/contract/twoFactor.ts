import { z } from 'zod';
import { TWO_FACTOR_TYPES } from './constants';

/**
 * Answers of the two-factor endpoints (spec §7 'Two-factor and profile', reference part B).
 * Request bodies are in auth.ts.
 */

/** `POST /api/user/two-factor-authentication`: the recovery codes, and for the app type the secret. */
export const twoFactorEnabledSchema = z.object({
  type: z.enum(TWO_FACTOR_TYPES),
  recovery_codes: z.array(z.string()),
  /** Base32, for typing into an authenticator app by hand; app type only. */
  secret: z.string().optional(),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** `GET /api/user/two-factor-qr-code`. */
export const twoFactorQrCodeSchema = z.object({ svg: z.string(), url: z.string() });
export type TwoFactorQrCode = z.infer<typeof twoFactorQrCodeSchema>;

/** `GET` and `POST /api/user/two-factor-recovery-codes`. */
export const recoveryCodesSchema = z.array(z.string());

/**
 * `POST /api/user/resend-two-factor-authentication-code`: 200 with the seconds to wait before the
 * next resend; 429 `{message, retry_after}` when asked too early.
 */
export const resendTwoFactorCodeResultSchema = z.object({ retry_after: z.number() });
export type ResendTwoFactorCodeResult = z.infer<typeof resendTwoFactorCodeResultSchema>;
