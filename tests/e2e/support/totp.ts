import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The TOTP secret every seeded demo account shares (README, demo only). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const PERIOD_S = 30;

/**
 * The server refuses a time step an account used before (or an earlier one), so sign-ins of the same
 * account use ascending steps. The steps used are kept in a file, because Playwright
 * starts a new worker process after a failed test. One file per portal (the shard's base URL, with
 * its port): two runs on one machine, or the two shards of one run, each have their own server and
 * database, and must not overwrite each other's steps.
 */
function stepsFile(portal: string): string {
  return join(tmpdir(), `kundencenter-e2e-totp-steps-${portal.replace(/\W+/g, '-')}.json`);
}

/**
 * Whose steps: in a Playwright test its shard's portal, also for the portals a spec starts itself
 * (two instances on one database must see each other's steps); elsewhere (tests/operations, one
 * portal per database) the portal the caller names.
 */
function stepsPortal(named: string | undefined): string {
  try {
    return test.info().project.use.baseURL ?? '';
  } catch (notInPlaywrightTest) {
    if (named) return named;
    throw notInPlaywrightTest;
  }
}

function usedSteps(portal: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(stepsFile(portal), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The server accepts one step either side of its own (TOTP_WINDOW), as for an authenticator whose clock is off. */
const WINDOW_STEPS = 1;
/** A code of the step before is used only while it stays valid this long, so that it cannot expire in flight. */
const EARLIER_STEP_MARGIN_MS = 12_000;

/**
 * The earliest step the server takes now and has not seen from `account`: the step before while it
 * has time left, the current one, or the next. Only when all of them are used does it wait, for the
 * step after the last one used to come into the window. Three sign-ins of one account fit into 30 s.
 */
async function unusedStep(last: number): Promise<number> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 1000 / PERIOD_S);
    const leftInCurrent = (current + 1) * PERIOD_S * 1000 - now;
    const earliest = leftInCurrent > EARLIER_STEP_MARGIN_MS ? current - WINDOW_STEPS : current;
    const step = Math.max(earliest, last + 1);
    if (step <= current + WINDOW_STEPS) return step;
    await new Promise((resolve) => setTimeout(resolve, leftInCurrent + 100));
  }
}

/**
 * A code of `account`'s authenticator that the server accepts now and has not seen before.
 * `named`: the server's base URL, for callers outside a Playwright test (stepsPortal).
 */
export async function totpCode(
  account: string,
  secret: string = DEMO_TOTP_SECRET,
  named?: string,
): Promise<string> {
  const portal = stepsPortal(named);
  const step = await unusedStep(usedSteps(portal)[account] ?? -1);
  writeFileSync(stepsFile(portal), JSON.stringify({ ...usedSteps(portal), [account]: step }));
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: PERIOD_S }).generate({
    timestamp: step * PERIOD_S * 1000,
  });
}
