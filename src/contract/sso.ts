/**
 * Single sign-on for staff (issue 29). A refused sign-in at an OpenID provider ends on the login
 * page with `?sso=<refusal>`; the page says why in the user's language (login locales `sso.*`).
 * Kept free of zod: the login route loads it with its first page.
 */
export const SsoRefusal = {
  /** The answer from the provider did not check out: state, nonce, PKCE, code, signature. */
  failed: 'failed',
  /** No account is linked to this identity and none may be linked by its verified e-mail. */
  notLinked: 'not-linked',
  /** The account is a doctor's: doctors sign in with password and second factor. */
  doctor: 'doctor',
  /** The identity's groups give no portal role. */
  noRole: 'no-role',
  /** The account is deactivated or locked. */
  disabled: 'disabled',
  /** The provider is not (or no longer) configured, or could not be reached. */
  unavailable: 'unavailable',
} as const;
export type SsoRefusal = (typeof SsoRefusal)[keyof typeof SsoRefusal];
export const SSO_REFUSALS = Object.values(SsoRefusal);

/** The query parameter of the login page naming the refusal. */
export const SSO_REFUSAL_PARAM = 'sso';

export const isSsoRefusal = (value: string | null): value is SsoRefusal =>
  value !== null && (SSO_REFUSALS as string[]).includes(value);

/** Where a provider's sign-in starts and where the provider sends the browser back to. */
export const ssoStartPath = (providerId: string) => `/api/auth/oauth/${encodeURIComponent(providerId)}`;
export const ssoCallbackPath = (providerId: string) => `${ssoStartPath(providerId)}/callback`;
