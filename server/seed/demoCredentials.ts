/**
 * Sign-in data of the demo accounts (README 'Demo data'). Demo only: the shared TOTP secret lets
 * anyone trying the demo, and the tests, compute the second factor.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const DEMO_PASSWORDS = {
  admin: 'Demo#Admin2026',
  labor: 'Demo#Labor2026',
  'dr.weber': 'Demo#Arzt2026',
  'dr.klein': 'Demo#Arzt2026',
} as const;

export type DemoAccount = keyof typeof DEMO_PASSWORDS;

/** The invitation of the demo's newcomer lasts a week, so a fresh demo can be tried for days. */
export const DEMO_INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
