/**
 * `npm run bench:cumulative`. Goal (issue 27): the cumulative view of a patient with 50 reports x 25
 * analytes shows in under 100 ms from the mirror.
 *
 * What users get: the page's side (browser/cumulativeView.tsx) is built by `vite build` with the
 * app's React and Tailwind plugins, so React is its production build and the styles are the
 * app's, served from the build's folder and opened in Debian's headless Chromium at laptop size
 * (1366 x 768; the table shows from 1280 px). The device is set up as a signed-in doctor's: the
 * vault opened in the real sync worker, 100 reports (50 of the patient) sealed by it in the mirror.
 * Each run mounts the route's page (src/app/pages/patients/CumulativePage) with nothing of the
 * patient opened yet and times it to the end of the frame that paints the table's rows: the live
 * query, the worker's unsealing (the message hop included), the table, React's render and the
 * browser's layout and paint. Not counted, shown apart: fetching the route's chunk (from the
 * service worker's cache when offline), and the first showing (the page's code not compiled yet,
 * React's first render in this page). Then the phone (390 x 844: one analyte at a time) the same
 * way, revealing the older samples, and the steps one by one (query, unsealing through the
 * worker, table, React's render of the table).
 * Usage: npm run bench:cumulative (RUNS=21, REPORTS=50, ANALYTES=25 override the defaults).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chromium, type Page } from '@playwright/test';
import { printBenchHeader } from './benchRun.mjs';

printBenchHeader('bench:cumulative');

const RUNS = Number(process.env.RUNS ?? 21);
const REPORTS = Number(process.env.REPORTS ?? 50);
const ANALYTES = Number(process.env.ANALYTES ?? 25);
const GOAL_MS = 100;
const PORT = 5198;
const ENTRY = 'tests/benchmarks/browser/cumulativeView.html';

/** What browser/cumulativeView.tsx puts on `window` (its types are app code, with JSX). */
interface PageShowing {
  inDom: number;
  painted: number;
}
interface Phases {
  query: number;
  unseal: number;
  table: number;
  render: number;
}
interface CumulativeBench {
  fill(reports: number, analytes: number): Promise<void>;
  loadRoute(): Promise<number>;
  showPage(selector: string, expected: number): Promise<PageShowing>;
  phases(analytes: number): Promise<Phases>;
  revealOlder(analytes: number): Promise<{ first: number; presses: number[] }>;
}
interface BenchWindow {
  cumulativeBench: CumulativeBench;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

// As the app's build (vite.config.ts, productionClientBuild): React's production build.
process.env.NODE_ENV = 'production';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cumulative-'));
await build({
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: ENTRY } },
});
const bundle = readdirSync(path.join(outDir, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
  .join('\n');
// React's development build names its checks; the production build has none of them.
if (bundle.includes('validateDOMNesting')) throw new Error('the bundle holds React’s development build');

const server = await preview({
  configFile: false,
  logLevel: 'error',
  build: { outDir },
  preview: { port: PORT, host: '127.0.0.1', strictPort: true },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/**
 * Page showings at one size, after an uncounted first one (the JIT's first pass): shown when
 * `expected` elements match `selector`.
 */
async function showings(
  page: Page,
  selector: string,
  expected: number,
): Promise<{ first: PageShowing; measured: PageShowing[] }> {
  return page.evaluate(
    async ({ runs, selector, expected }) => {
      const bench = (window as unknown as BenchWindow).cumulativeBench;
      const first = await bench.showPage(selector, expected);
      const measured: PageShowing[] = [];
      for (let run = 0; run < runs; run++) measured.push(await bench.showPage(selector, expected));
      return { first, measured };
    },
    { runs: RUNS, selector, expected },
  );
}

function reportShowings(
  label: string,
  { first, measured }: { first: PageShowing; measured: PageShowing[] },
): number {
  const painted = measured.map((showing) => showing.painted);
  const inDom = measured.map((showing) => showing.inDom);
  console.log(`${label}, ${measured.length} runs, to the table painted:`);
  console.log(`  ${painted.map((value) => value.toFixed(1)).join(', ')} ms`);
  console.log(
    `  median ${ms(median(painted))}, p95 ${ms(p95(painted))}, max ${ms(Math.max(...painted))}; ` +
      `rows in the DOM: median ${ms(median(inDom))}`,
  );
  console.log(`  uncounted first showing at this size: ${ms(first.painted)}`);
  return median(painted);
}

try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'de-DE' });
  // tsx compiles this file with esbuild's keepNames, whose helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  page.on('console', (message) => {
    // The preview server has no favicon.ico; Chromium asks for one.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      console.error('page:', message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => console.error('page:', error.message));
  await page.goto(`http://127.0.0.1:${PORT}/${ENTRY}`);
  await page.waitForFunction(() => 'cumulativeBench' in window);
  await page.evaluate(
    ({ reports, analytes }) => (window as unknown as BenchWindow).cumulativeBench.fill(reports, analytes),
    {
      reports: REPORTS,
      analytes: ANALYTES,
    },
  );
  const chunk = await page.evaluate(() => (window as unknown as BenchWindow).cumulativeBench.loadRoute());
  const loadBefore = os.loadavg()[0] ?? NaN;
  console.log(`cumulative view, ${REPORTS} reports x ${ANALYTES} analytes, React production build`);
  console.log(`the route's chunk fetched and evaluated (once per page load, not counted): ${ms(chunk)}`);
  const laptop = reportShowings(
    'laptop 1366 x 768 (the table)',
    await showings(page, '[data-testid="cumulative-row"]', ANALYTES),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  // The first analyte's values: one per report.
  reportShowings(
    'phone 390 x 844 (one analyte at a time)',
    await showings(page, '[data-testid="cumulative-value-item"]', REPORTS),
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  const reveals = await page.evaluate(
    async ({ runs, analytes }) => {
      const bench = (window as unknown as BenchWindow).cumulativeBench;
      const measured: { first: number; presses: number[] }[] = [];
      for (let run = 0; run < Math.ceil(runs / 3); run++) measured.push(await bench.revealOlder(analytes));
      return measured;
    },
    { runs: RUNS, analytes: ANALYTES },
  );
  const presses = reveals.flatMap((reveal) => reveal.presses);
  // Each press shows the next page of samples: by press, first to last.
  const byPress = Array.from(
    { length: Math.max(...reveals.map((reveal) => reveal.presses.length)) },
    (_, n) => median(reveals.flatMap((reveal) => reveal.presses.slice(n, n + 1))),
  );
  console.log(
    `older samples: the table starts with ${reveals[0]?.first ?? '?'} of ${REPORTS} columns; ` +
      `${presses.length} presses of 'Ältere Proben' to the next page painted: median ${ms(median(presses))}, ` +
      `max ${ms(Math.max(...presses))}; medians by press: ${byPress.map((value) => value.toFixed(1)).join(', ')} ms`,
  );
  const steps = await page.evaluate(
    async ({ runs, analytes }) => {
      const bench = (window as unknown as BenchWindow).cumulativeBench;
      await bench.phases(analytes);
      const measured: Phases[] = [];
      for (let run = 0; run < runs; run++) measured.push(await bench.phases(analytes));
      return measured;
    },
    { runs: RUNS, analytes: ANALYTES },
  );
  const step = (name: keyof Phases) => ms(median(steps.map((phases) => phases[name])));
  console.log(
    `steps one by one (medians): query ${step('query')}, unsealing through the worker ${step('unseal')}, ` +
      `table ${step('table')}, React's render of the table ${step('render')}`,
  );
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after`);
  console.log(
    `goal < ${GOAL_MS} ms (laptop, median to the table painted): ${laptop < GOAL_MS ? 'holds' : 'missed'}`,
  );
  process.exitCode = laptop < GOAL_MS ? 0 : 1;
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
