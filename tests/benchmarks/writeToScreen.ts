/**
 * Goals (issue 30): a write on the server reaches the open page of the user it concerns in under
 * 50 ms (p95) on a quiet machine, on one instance and across instances (figures 1-3), and in under
 * 1 s right after a server restart (figure 4). The process exits non-zero when a figure it ran
 * misses its goal (issue 18's goal was 150 ms).
 *
 * Measures the time from a write sent to the server to the changed row rendered on an open page:
 * admin's account page is open in Debian's Chromium; a second session of admin subscribes to the
 * newsletter through the API; the clock stops when the row's text is in the page's DOM (a
 * MutationObserver in the page notes the moment, on the machine's wall clock, which the page and
 * this process share; Playwright's own polling would add its intervals). The write's commit sends
 * a socket hint; the page's sync worker pulls and Dexie's live query renders the row. The time
 * includes the write's own HTTP round trip (shown apart as `write`). Beside it, the floor no design
 * of hints and pulls can beat on the same machine at the same moment: the write's round trip plus
 * one incremental pull of exactly that write, back to back from this process (after each sample).
 * What lies above the floor is the socket, the worker, Dexie and the render.
 *
 * Three figures:
 * 1. one instance as `npm start` runs it (fresh embedded database, no Redis);
 * 2. two instances on one PostgreSQL and one Redis (tests/e2e/support/twoInstances.ts), page on A,
 *    the write on A too;
 * 3. the same page on A, the write on B: the hint travels through Redis.
 * 2 and 3 alternate sample by sample, so both meet the same load.
 * 4. after a restart (issue 26, goal p95 < 1 s): the same page is open on one instance (embedded
 *    database; admin's, since the account's newsletter page is admin-only: the socket's reconnect is
 *    the same for every user); the server process is killed and started again on the same data
 *    directory, and as soon as /healthz answers, the second session writes. The page's socket
 *    dropped with the old process; the time runs until the row is on the page, over RESTARTS
 *    (default 10) restarts.
 * Usage: npm run bench:latency (builds first). SAMPLES (default 100; 20 before 2026-11-29) per
 * figure. CASES picks the figures (default `single,two,restart`); BENCH_PORT the single instance's
 * port (default 8383).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { SYNC_CURSOR_HEADER } from '../../src/contract/sync';
import { apiSession } from '../e2e/support/apiSession';
import { startPortal } from '../e2e/support/portalProcess';
import { totpCode } from '../e2e/support/totp';
import { startTwoInstances } from '../e2e/support/twoInstances';
import { percentile } from './percentile';

const SAMPLES = Number(process.env.SAMPLES ?? 100);
const RESTARTS = Number(process.env.RESTARTS ?? 10);
const CASES = new Set((process.env.CASES ?? 'single,two,restart').split(','));
const PORT = Number(process.env.BENCH_PORT ?? 8383);
const PASSWORD = 'Demo#Admin2026';
/** Benchmark goals (issue 30), not business constants: figures 1-3, and figure 4 after a restart. */
const GOAL_P95_MS = 50;
const RESTART_GOAL_P95_MS = 1_000;
const LIST_ID = 5781;

type Call = Awaited<ReturnType<typeof apiSession>>;
interface Sample {
  total: number;
  write: number;
  /** The write's round trip plus one incremental pull of it, back to back from here. */
  floor: number;
}

const now = () => performance.timeOrigin + performance.now();
const subscribe = (call: Call, email: string) =>
  call('POST', '/api/newsletter/recipients', { recipientlist_id: LIST_ID, email });

/** The writer's session: a first write gives the cursor the first sample's floor pulls from. */
async function writer(call: Call, label: string) {
  let cursor = (await subscribe(call, `latency-${label}-warmup@example.org`)).headers.get(SYNC_CURSOR_HEADER);
  // The open page's pull of it is over before the first sample.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return {
    call,
    /** The incremental pull of the last write alone; the next one starts after it. */
    async floorPull(next: string): Promise<number> {
      const started = now();
      await call('GET', `/api/sync?cursor=${encodeURIComponent(cursor ?? '')}&limit=1000`);
      cursor = next;
      return now() - started;
    },
  };
}
type Writer = Awaited<ReturnType<typeof writer>>;

/** Admin's newsletter page, signed in, with the observer that notes when a given text appears. */
async function openNewsletterPage(browser: Browser, base: string): Promise<Page> {
  const { username, password } = { username: 'admin', password: PASSWORD };
  const page = await browser.newPage({ locale: 'de-DE' });
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await totpCode(username, undefined, base));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/#\/backend$/);
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.goto(`${base}/#/backend/users/${uuid}/account/newsletter`);
  await page.getByText('Es bestehen keine Abonnements.').waitFor();
  await page.evaluate(() => {
    const watch = window as unknown as { wanted?: string; seenAt?: number };
    new MutationObserver(() => {
      if (watch.wanted && document.body.textContent?.includes(watch.wanted)) {
        watch.seenAt = performance.timeOrigin + performance.now();
        watch.wanted = undefined;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The service worker has precached the app shell (its downloads would fall into the first samples),
  // the socket is up and the first pulls are done.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(2_000);
  return page;
}

async function measure(page: Page, { call, floorPull }: Writer, label: string): Promise<Sample> {
  const email = `latency-${label}-${Date.now()}@example.org`;
  await page.evaluate((text) => {
    Object.assign(window, { wanted: text, seenAt: undefined });
  }, email);
  const startedAt = now();
  const response = await subscribe(call, email);
  const write = now() - startedAt;
  const seenAt = await page.waitForFunction(() => (window as unknown as { seenAt?: number }).seenAt, null, {
    timeout: 90_000,
  });
  const total = ((await seenAt.jsonValue()) as number) - startedAt;
  // Apart from the next sample: a pull still running would shorten or lengthen it.
  await page.waitForTimeout(300);
  const pull = await floorPull(response.headers.get(SYNC_CURSOR_HEADER) ?? '');
  return { total, write, floor: write + pull };
}

function report(name: string, samples: Sample[]): number {
  const at = (values: number[], share: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(percentile(sorted, share));
  };
  const of = (key: keyof Sample) => samples.map((sample) => sample[key]);
  const p95 = at(of('total'), 0.95);
  const aboveFloor = samples.map((sample) => sample.total - sample.floor);
  console.log(
    `${name}, ${samples.length} samples: p50 ${at(of('total'), 0.5)} ms, p95 ${p95} ms, ` +
      `max ${at(of('total'), 1)} ms; write round trip p50 ${at(of('write'), 0.5)} ms; ` +
      `floor (write + its pull, back to back) p50 ${at(of('floor'), 0.5)} ms, p95 ${at(of('floor'), 0.95)} ms; ` +
      `above the floor (socket, worker, Dexie, render) p50 ${at(aboveFloor, 0.5)} ms`,
  );
  return p95;
}

/** Figures recorded on a shared machine need their moment, code and load beside them. */
function header(): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures still print.
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `bench:latency ${new Date().toISOString()} commit ${commit} load average ${load}`;
}

console.log(header());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const p95s: number[] = [];
let restartP95: number | null = null;
try {
  if (CASES.has('single')) {
    const single = await startPortal({ port: PORT, stdio: 'ignore' });
    try {
      const page = await openNewsletterPage(browser, single.url);
      const call = await writer(await apiSession(single.url, 'admin', PASSWORD), 'single');
      const samples: Sample[] = [];
      for (let n = 0; n < SAMPLES; n++) samples.push(await measure(page, call, `single-${n}`));
      p95s.push(report('1. one instance, embedded database', samples));
      await page.close();
    } finally {
      await single.stop();
    }
  }

  if (CASES.has('two')) {
    const { a, b, stop } = await startTwoInstances({ stdio: 'ignore' });
    try {
      const page = await openNewsletterPage(browser, a.url);
      const onA = await writer(await apiSession(a.url, 'admin', PASSWORD), 'a');
      // One database: B's sign-in takes the next of the TOTP steps used on A.
      const onB = await writer(await apiSession(b.url, 'admin', PASSWORD, a.url), 'b');
      const same: Sample[] = [];
      const other: Sample[] = [];
      for (let n = 0; n < SAMPLES; n++) {
        same.push(await measure(page, onA, `a-${n}`));
        other.push(await measure(page, onB, `b-${n}`));
      }
      p95s.push(report('2. PostgreSQL + Redis, page and write on A', same));
      p95s.push(report('3. PostgreSQL + Redis, page on A, write on B', other));
    } finally {
      await stop();
    }
  }

  if (CASES.has('restart')) {
    const portal = await startPortal({ port: PORT, stdio: 'ignore' });
    try {
      const page = await openNewsletterPage(browser, portal.url);
      const call = await writer(await apiSession(portal.url, 'admin', PASSWORD), 'restart');
      const samples: Sample[] = [];
      const downtimes: number[] = [];
      for (let n = 0; n < RESTARTS; n++) {
        const killedAt = now();
        // Resolves when the new process answers /healthz: the write goes out at once.
        await portal.restart('SIGKILL');
        downtimes.push(now() - killedAt);
        samples.push(await measure(page, call, `restart-${n}`));
      }
      restartP95 = report(`4. after a restart of the server (${RESTARTS} restarts)`, samples);
      const sorted = downtimes.sort((x, y) => x - y);
      console.log(
        `   the server was down ${Math.round(sorted[0] ?? 0)}-${Math.round(sorted.at(-1) ?? 0)} ms per restart`,
      );
      await page.close();
    } finally {
      await portal.stop();
    }
  }
} finally {
  await browser.close();
}
const missed: string[] = [];
if (p95s.length > 0) {
  const worst = Math.max(...p95s);
  console.log(
    `worst p95 ${worst} ms against the goal of ${GOAL_P95_MS} ms: ${worst < GOAL_P95_MS ? 'met' : 'missed'}`,
  );
  if (worst >= GOAL_P95_MS) missed.push(`p95 ${worst} ms >= ${GOAL_P95_MS} ms`);
}
if (restartP95 !== null) {
  console.log(
    `p95 after a restart ${restartP95} ms against the goal of ${RESTART_GOAL_P95_MS} ms: ` +
      `${restartP95 < RESTART_GOAL_P95_MS ? 'met' : 'missed'}`,
  );
  if (restartP95 >= RESTART_GOAL_P95_MS) missed.push(`after a restart p95 ${restartP95} ms`);
}
console.log(`load average at the end ${loadavg()[0]?.toFixed(2) ?? '?'}`);
if (missed.length > 0) {
  console.error(`goal missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
