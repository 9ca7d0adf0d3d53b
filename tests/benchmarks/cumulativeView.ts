/**
 * `npm run bench:cumulative`. Goal (issue 27): the cumulative view of a patient with 50 reports x 25
 * analytes shows in under 100 ms from the mirror.
 *
 * In Debian's headless Chromium, the modules served by Vite's dev server (as bench:sync does): a
 * mirror holds 100 reports (50 of the patient, 50 of others), their patient fields and values
 * sealed as the device stores them. Each run times what the page does to show the view: the query
 * by the `patient_id` index, opening the sealed fields (here in the page's realm with the data key;
 * the app asks the sync worker, one message for the batch), building the table
 * (features/results/cumulativeTable.ts) and React's render of the table (CumulativeGrid) until its
 * rows are in the DOM. Not counted: the worker's message hop, the route's chunk, the first paint.
 * Usage: npm run bench:cumulative (RUNS=15, REPORTS=50, ANALYTES=25 override the defaults).
 */
import os from 'node:os';
import { createServer } from 'vite';
import { chromium } from '@playwright/test';
import type * as InPage from './cumulativeViewInPage';

const RUNS = Number(process.env.RUNS ?? 15);
const REPORTS = Number(process.env.REPORTS ?? 50);
const ANALYTES = Number(process.env.ANALYTES ?? 25);
const GOAL_MS = 100;
const MODULE = '/tests/benchmarks/cumulativeViewInPage.ts';
/**
 * Vite's dev server serves React's development build, which renders several times slower than the
 * production build users run: the figure is an upper bound. (MODE=production was tried: the
 * dev server's dependency bundles then render nothing; left for later.)
 */
const MODE = process.env.MODE ?? 'development';

// Without HMR: React's fast refresh (and the preamble it needs from index.html) stays out.
const server = await createServer({
  server: { port: 5198, host: '127.0.0.1', hmr: false },
  mode: MODE,
  logLevel: 'error',
});
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  // tsx compiles this file with esbuild's keepNames, whose helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('page:', message.text().slice(0, 300));
  });
  // An empty HTML page of the dev server's origin (React needs an HTML document, not the icon's SVG).
  const blank = 'http://127.0.0.1:5198/bench-cumulative.html';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }),
  );
  await page.goto(blank);
  // Vite discovers and bundles the modules' dependencies on the first import, and may reload the page.
  await page.evaluate((module) => import(module).then(() => undefined), MODULE).catch(() => undefined);
  await page.waitForTimeout(3_000);
  await page.goto(blank);
  const loadBefore = os.loadavg()[0] ?? NaN;
  const times = await page.evaluate(
    async ({ module, runs, reports, analytes }) => {
      const { fill, show } = (await import(module)) as typeof InPage;
      await fill('bench-cumulative', reports, analytes);
      // Uncounted: the JIT's first pass.
      await show('bench-cumulative', analytes);
      const measured: InPage.Showing[] = [];
      for (let run = 0; run < runs; run++) measured.push(await show('bench-cumulative', analytes));
      return measured;
    },
    { module: MODULE, runs: RUNS, reports: REPORTS, analytes: ANALYTES },
  );
  const medianOf = (phase: keyof InPage.Showing) =>
    [...times.map((showing) => showing[phase])].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
  const median = medianOf('total');
  const max = Math.max(...times.map((showing) => showing.total));
  console.log(`cumulative view, ${REPORTS} reports x ${ANALYTES} analytes, ${RUNS} runs, React ${MODE}:`);
  console.log(`  ${times.map((showing) => showing.total.toFixed(1)).join(', ')} ms`);
  console.log(`  median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms (goal < ${GOAL_MS} ms)`);
  console.log(
    `  medians by phase: query ${medianOf('query').toFixed(1)} ms, unseal ${medianOf('unseal').toFixed(1)} ms, ` +
      `table ${medianOf('table').toFixed(1)} ms, render ${medianOf('render').toFixed(1)} ms`,
  );
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after`);
  process.exitCode = median < GOAL_MS ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
