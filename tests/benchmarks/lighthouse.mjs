// Target (issue 11): the login page scores >= 90 for performance in Lighthouse's mobile preset
// (a mid-range phone on simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4x), the first visit
// of a doctor installing the app over a poor line.
// Builds nothing itself (npm run bench:lighthouse builds first); starts the real server as
// `npm start` does on a fresh temporary data directory, runs Lighthouse against #/login with the
// mobile and the desktop preset in Debian's headless Chromium (RUNS times each, median by
// performance) and prints performance, accessibility, best practices and the paint timings.
// Exits non-zero when the mobile performance median is below the target.
// Usage: npm run bench:lighthouse   (RUNS=5, CHROME_PATH=... to change)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const TARGET_MOBILE_PERFORMANCE = 90;
const PORT = Number(process.env.BENCH_PORT ?? 8384);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'kc-lighthouse-'));

const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), APP_URL: BASE, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
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

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

async function measure(port, config) {
  const result = await lighthouse(
    `${BASE}/#/login`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    config,
  );
  const lhr = result.lhr;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => {
        const nodes = (audit.details?.items ?? [])
          .map((item) => item.node?.snippet ?? item.issueType)
          .filter(Boolean);
        return nodes.length > 0 ? `${audit.id} (${nodes.join(' ')})` : audit.id;
      }),
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

let chrome;
let exitCode = 1;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = {};
  for (const [name, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, config));
    results[name] = median(runs);
    console.log(
      `${name}: performance ${runs.map((r) => r.performance).join(', ')} (median ${results[name].performance})`,
    );
  }
  console.log('');
  console.log('preset   perf  a11y  best-pr.  FCP       LCP       TBT     transfer');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ` +
        `${String(r.bestPractices).padStart(8)}  ${`${r.fcp} ms`.padEnd(8)}  ${`${r.lcp} ms`.padEnd(8)}  ` +
        `${`${r.tbt} ms`.padEnd(6)}  ${r.transferKb} KB`,
    );
    if (r.failing.length > 0) console.log(`         failing audits: ${r.failing.join(', ')}`);
  }
  exitCode = results.mobile.performance >= TARGET_MOBILE_PERFORMANCE ? 0 : 1;
  console.log(`\nmobile performance ${results.mobile.performance} (target >= ${TARGET_MOBILE_PERFORMANCE})`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
