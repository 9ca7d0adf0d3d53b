import { z } from 'zod';
import { LOCALES, SALUTATIONS, TWO_FACTOR_TYPES } from './constants';

/**
 * The signed-in user as `GET /api/auth/user` returns it in `data` (spec §3 'User'), with roles,
 * permissions and the onboarding flags the guard reads. Secrets (password hash, two-factor secret,
 * recovery codes) never leave the server. Timestamps are ISO strings or null.
 */
export const authUserSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  username: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
  anrede: z.enum(SALUTATIONS),
  titel: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  lis_id: z.string().nullable(),
  language: z.enum(LOCALES),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  twoFactorType: z.enum(TWO_FACTOR_TYPES).nullable(),
  /** True when a secret exists for the chosen type (setup started), confirmed or not. */
  twoFactorSecret: z.boolean(),
  twoFactorConfirmedAt: z.string().nullable(),
  /** Whether this session has passed the second factor. */
  twoFactorAuthenticated: z.boolean(),
  loginCredentialsSetAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  emailVerificationNotificationSentAt: z.string().nullable(),
  vorletzterLogin: z.string().nullable(),
  forumRulesConfirmedAt: z.string().nullable(),
});

export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * What `GET /api/auth/user` answers while the second factor is pending: only what the guard and the
 * challenge page read (which step comes next, app or mail code). Holding the password alone must
 * not reveal the profile.
 */
export const pendingAuthUserSchema = authUserSchema
  .pick({
    emailVerifiedAt: true,
    loginCredentialsSetAt: true,
    twoFactorConfirmedAt: true,
    twoFactorType: true,
  })
  .extend({ twoFactorAuthenticated: z.literal(false) });

export type PendingAuthUser = z.infer<typeof pendingAuthUserSchema>;

/** `GET /api/auth/user` in `data`: the full user, or the pending sign-in. */
export const currentUserSchema = z.union([authUserSchema, pendingAuthUserSchema]);
export type CurrentUser = z.infer<typeof currentUserSchema>;
