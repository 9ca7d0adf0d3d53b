import { z } from 'zod';

/**
 * `GET /api/auth/oauth` (spec §7 'Authentication'): the single sign-on providers the login page
 * offers beside the username and password, wrapped in `data` like every answer. Public: the login
 * page asks before anyone is signed in. The providers are the OpenID providers configured for staff
 * (issue 29, `OIDC_PROVIDERS`); none configured, the list is empty and the page shows only the
 * password form.
 */
export const signInProviderSchema = z.object({
  /** Stable and URL-safe, e.g. `lab`. */
  id: z.string(),
  /** What the button says, e.g. the identity provider's name. */
  name: z.string(),
  /** Where the browser goes to start signing in with this provider. */
  url: z.string(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInProvidersSchema = z.object({ data: z.array(signInProviderSchema) });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;
