import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, clientDirOf, e2eChromiumPath } from './tests/e2e/e2eBrowser.mjs';

/**
 * End-to-end tests drive Debian's Chromium (its old headless shell where installed:
 * tests/e2e/e2eBrowser.mjs), never a downloaded browser. The portal runs as `npm start` runs it,
 * on a fresh embedded database with demo data.
 *
 * Two shards run side by side (issue 30: the suite under 40 minutes), each a project with one
 * worker and a portal of its own (port, data directory, Redis prefix), so a test never meets
 * another's writes: the spec files are split by how long they take (E2E_SHARD_B below, measured
 * with the JSON reporter). `--project=a` runs one shard alone.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The second shard's spec files; every other spec runs in the first. */
const E2E_SHARD_B = [
  'accessibility',
  'activities',
  'administration',
  'backendMessages',
  'cumulativeFindings',
  'forum',
  'guide',
  'iecTool',
  'offlineActions',
  'offlineShell',
  'orders',
  'pendingMarks',
  'search',
  'sso',
  'systemArea',
  'twoInstances',
  'updatePrompt',
  'vault',
].map((name) => `**/${name}.spec.ts`);

const SHARDS = [
  { name: 'a', port: PORT, testIgnore: E2E_SHARD_B },
  { name: 'b', port: PORT + 1, testMatch: E2E_SHARD_B },
] as const;

const urlOf = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: SHARDS.length,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Sign-ins wait for a fresh TOTP step when the same account signed in within the last 30 s.
  timeout: 75_000,
  // A fresh document of the app (a reload, a second tab) starts its worker, opens the mirror and
  // loads the route's chunks before the first heading: on two loaded cores that took over 5 s
  // (Playwright's default) in the CI check of 2026-11-27.
  expect: { timeout: 10_000 },
  use: {
    // A trace costs a fifth of a test's CPU (docs/decisions.md): recorded on the retry of a failed test only.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: e2eChromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: SHARDS.map(({ name, port, ...files }) => ({
    name,
    workers: 1,
    use: { baseURL: urlOf(port) },
    ...files,
  })),
  webServer: SHARDS.map(({ port }) => ({
    command: 'node tests/e2e/copyClient.mjs && node --import tsx server/main.ts',
    url: `${urlOf(port)}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: urlOf(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kundencenter-e2e-')),
      CLIENT_DIR: clientDirOf(port),
      // Both shards' portals may share one Redis: their hints and rate limits stay apart.
      REDIS_PREFIX: `kundencenter-e2e-${port}:`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Issue 17: short enough that moving the clock past it keeps every session alive (idle 60 min).
      CRITICAL_ESCALATION_MINUTES: '30',
    },
  })),
});
