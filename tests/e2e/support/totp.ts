import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOTP } from 'otpauth';

/** The TOTP secret every seeded demo account shares (README, demo only). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const PERIOD_S = 30;

/**
 * The server refuses a time step an account used before, so a second sign-in of the same account
 * within 30 s waits for the next step. The steps used are kept in a file, because Playwright
 * starts a new worker process after a failed test. One file per server port: two runs on one
 * machine (each with its own server and database) must not overwrite each other's steps.
 */
const STEPS_FILE = join(tmpdir(), `kundencenter-e2e-totp-steps-${process.env.E2E_PORT ?? '8181'}.json`);

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The current code of `account`'s authenticator, as the app would show it. */
export async function totpCode(account: string, secret: string = DEMO_TOTP_SECRET): Promise<string> {
  const steps = usedSteps();
  let step = Math.floor(Date.now() / 1000 / PERIOD_S);
  const last = steps[account] ?? -1;
  if (last >= step) {
    const next = last + 1;
    await new Promise((resolve) => setTimeout(resolve, next * PERIOD_S * 1000 - Date.now() + 100));
    step = next;
  }
  writeFileSync(STEPS_FILE, JSON.stringify({ ...usedSteps(), [account]: step }));
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: PERIOD_S }).generate({
    timestamp: step * PERIOD_S * 1000,
  });
}
