import { TOTP } from 'otpauth';

/** The TOTP secret every seeded demo account shares (README, demo only). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const PERIOD_S = 30;
const lastStepBySecret = new Map<string, number>();

/**
 * The current code for a secret, as an authenticator app shows it. The server refuses a time step
 * that was used before, so a second sign-in within the same 30 s waits for the next step.
 */
export async function totpCode(secret: string = DEMO_TOTP_SECRET): Promise<string> {
  let step = Math.floor(Date.now() / 1000 / PERIOD_S);
  if (lastStepBySecret.get(secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_S * 1000 - Date.now() + 50));
    step += 1;
  }
  lastStepBySecret.set(secret, step);
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: PERIOD_S }).generate({
    timestamp: step * PERIOD_S * 1000,
  });
}
