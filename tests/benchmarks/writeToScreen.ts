/**
 * Budget (design brief): a server write reaches the open page of the user it concerns quickly
 * (upload -> doctor's screen < 500 ms p95 once real-time hints exist, issue 5).
 *
 * Measures the time from a write committed on the server to the changed row in a live query of an
 * open page: the portal runs as `npm start` runs it (fresh embedded database, demo data); admin's
 * account page is open in Debian's Chromium; a second session of admin subscribes to the newsletter
 * through the API; the clock stops when the row appears in the page. Until the socket hints of
 * issue 5 trigger pulls, the page learns of the write by its 60 s safety pull, and this measures it.
 * Usage: npm run bench:latency (builds first)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { totpCode } from '../e2e/support/totp';

const PORT = 8383;
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = Number(process.env.SAMPLES ?? 3);
const PASSWORD = 'Demo#Admin2026';

const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    APP_URL: BASE,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kc-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** A second signed-in session of admin, as another device would have. */
async function apiSession() {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name, value.join('='));
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response;
  };
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/login', { username: 'admin', password: PASSWORD });
  await call('POST', '/api/two-factor-challenge', { code: await totpCode('admin') });
  return call;
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ locale: 'de-DE' });
  await page.goto(`${BASE}/#/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await totpCode('admin'));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/#\/backend$/);
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.goto(`${BASE}/#/backend/users/${uuid}/account/newsletter`);
  await page.getByText('Es bestehen keine Abonnements.').waitFor();

  const call = await apiSession();
  const latencies: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const email = `latency-${sample}-${Date.now()}@example.org`;
    const started = performance.now();
    await call('POST', '/api/newsletter/recipients', { recipientlist_id: 5781, email });
    await page.getByText(email).waitFor({ timeout: 90_000 });
    latencies.push(performance.now() - started);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `server write -> row in the open page's live query: ${latencies.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} ` +
      `(median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(1)} s)`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
