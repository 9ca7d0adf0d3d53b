import { z } from 'zod';
import { LOCALES } from './constants';

/**
 * The signed-in user as `GET /api/auth/user` returns it (spec §3 'User'), as far as the client's
 * guard, sidebar and greeting need it. The accounts issue widens it.
 */
export const authUserSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  vorname: z.string(),
  nachname: z.string(),
  anrede: z.enum(['Keine', 'Frau', 'Herr']),
  titel: z.string().nullable(),
  language: z.enum(LOCALES),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  emailVerifiedAt: z.string().nullable(),
  loginCredentialsSetAt: z.string().nullable(),
  twoFactorConfirmedAt: z.string().nullable(),
  twoFactorAuthenticated: z.boolean(),
  vorletzterLogin: z.string().nullable(),
});

export type AuthUser = z.infer<typeof authUserSchema>;
