// Issue 18: Lighthouse (the npm package, in Debian's headless Chromium) on the login page and on the
// doctor's reports page, with the goal >= 95 for performance, accessibility and best practices,
// and PWA installability (issue 11 targeted mobile performance >= 90 on the login page).
// Builds nothing itself (npm run bench:lighthouse builds first); starts the real server as
// `npm start` does on a fresh temporary data directory with the demo laboratory, then:
// - #/login, cold, with the mobile preset (a mid-range phone on simulated slow 4G: 150 ms RTT,
//   1.6 Mbit/s, CPU slowed 4x) and the desktop preset, RUNS times each, median by performance;
// - dr.weber signed in (password and TOTP through the forms, in the same browser profile):
//   #/backend/reports cold (navigation mode, cookies kept): what a doctor meets opening the app,
//   the backend shell with the vault's lock screen (a fresh page load always locks the vault);
//   and the reports list itself, unlocked and filled, in snapshot mode (accessibility and best
//   practices; snapshot mode has no load metrics, so no performance score);
// - installability: Lighthouse 12 dropped the PWA category and its installable-manifest audit,
//   so the script asks Chromium itself (CDP Page.getInstallabilityErrors: the browser's own
//   install criteria, manifest and service worker) once the service worker controls the page.
// Exits non-zero when a score is below the goal or the app is not installable.
// Usage: npm run bench:lighthouse   (RUNS=5, CHROME_PATH=... to change; LIGHTHOUSE_PAGES=login
// measures only the login page, both presets, and checks neither the reports page nor installability;
// LIGHTHOUSE_REPORTS=dir keeps each navigation's full report as JSON in dir)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { snapshot } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { TOTP } from 'otpauth';
import puppeteer from 'puppeteer-core';
import { printBenchHeader } from './benchRun.mjs';

printBenchHeader('bench:lighthouse');

const GOAL = 95;
const PORT = Number(process.env.BENCH_PORT ?? 8384);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** 'login' measures only #/login (both presets); anything else (the default) every page. */
const ONLY_LOGIN = process.env.LIGHTHOUSE_PAGES === 'login';
/** A directory to keep every navigation's full report in (JSON), e.g. for the LCP element. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;
/** The demo doctor and the TOTP secret every seeded demo account shares (README, demo only). */
const DOCTOR = { username: 'dr.weber', password: 'Demo#Arzt2026', totpSecret: 'JBSWY3DPEHPK3PXP' };
const dataDir = mkdtempSync(join(tmpdir(), 'kc-lighthouse-'));

const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: BASE,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const score = (lhr, category) =>
  lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100);
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

function summary(lhr) {
  return {
    error: lhr.runtimeError?.code,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    failing: Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      // The performance insights are hints, not scored audits.
      .filter((audit) => !audit.id.endsWith('-insight'))
      .map((audit) => {
        const nodes = (audit.details?.items ?? [])
          .map((item) => item.node?.snippet ?? item.issueType ?? item.description)
          .filter(Boolean)
          .slice(0, 3);
        return nodes.length > 0 ? `${audit.id} (${nodes.join(' ')})` : audit.id;
      }),
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** A cold load of `hash` in a new tab; the signed-in runs keep the profile's cookies. */
async function navigation(port, hash, config, { keepStorage = false } = {}) {
  const result = await lighthouse(
    `${BASE}/#${hash}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: keepStorage },
    config,
  );
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${++reportCount}-${hash.replaceAll('/', '_')}-${config ? 'desktop' : 'mobile'}.json`;
    writeFileSync(join(REPORTS_DIR, name), JSON.stringify(result.lhr));
  }
  return summary(result.lhr);
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

async function medianOf(label, measure) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  console.log(`${label}: performance ${runs.map((r) => r.performance).join(', ')}`);
  return median(runs);
}

async function visible(page, selector) {
  await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
}

/** Password and TOTP through the forms (the profile keeps the session cookie for the other tabs). */
async function signInDoctor(page) {
  await page.goto(`${BASE}/#/login`);
  await visible(page, 'input[name=username]');
  await page.type('input[name=username]', DOCTOR.username);
  await page.type('input[name=password]', DOCTOR.password);
  await page.click('form button[type=submit]');
  await visible(page, 'input[autocomplete=one-time-code]');
  const code = new TOTP({ secret: DOCTOR.totpSecret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  await page.type('input[autocomplete=one-time-code]', code);
  await page.click('form button[type=submit]');
  await page.waitForFunction(() => globalThis.location.hash === '#/backend', { timeout: 60_000 });
}

/** The reports list as the doctor works with it: rows shown (the sign-in opened the vault). */
async function openReports(page) {
  await page.evaluate(() => {
    globalThis.location.hash = '/backend/reports';
  });
  await visible(page, '[data-testid=report-row]');
}

/** Chromium's own install criteria for the page, once the service worker controls it. */
async function installability(page) {
  await page.goto(`${BASE}/#/login`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  const session = await page.createCDPSession();
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
  const { url, errors } = await session.send('Page.getAppManifest');
  await session.detach();
  return {
    manifest: url,
    manifestErrors: errors.map((error) => error.message),
    errors: installabilityErrors.map((error) => error.errorId),
  };
}

const pad = (value, width) => String(value ?? '–').padStart(width);

let chrome;
let browser;
let exitCode = 1;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = {};
  results['login, mobile'] = await medianOf('login, mobile', () => navigation(chrome.port, '/login'));
  results['login, desktop'] = await medianOf('login, desktop', () =>
    navigation(chrome.port, '/login', desktopConfig),
  );

  let install;
  if (!ONLY_LOGIN) {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    install = await installability(page);
    await signInDoctor(page);
    results['reports cold, mobile'] = await medianOf('reports cold (lock screen), mobile', () =>
      navigation(chrome.port, '/backend/reports', undefined, { keepStorage: true }),
    );
    results['reports cold, desktop'] = await medianOf('reports cold (lock screen), desktop', () =>
      navigation(chrome.port, '/backend/reports', desktopConfig, { keepStorage: true }),
    );
    await openReports(page);
    results['reports list, snapshot'] = summary(
      (await snapshot(page, { config: desktopConfig, flags: { onlyCategories: CATEGORIES.slice(1) } })).lhr,
    );
  }

  console.log('');
  console.log('page                     perf  a11y  best-pr.  FCP       LCP       TBT     transfer');
  let belowGoal = false;
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(24)} ${pad(r.performance, 4)}  ${pad(r.accessibility, 4)}  ${pad(r.bestPractices, 8)}  ` +
        `${`${r.fcp} ms`.padEnd(8)}  ${`${r.lcp} ms`.padEnd(8)}  ${`${r.tbt} ms`.padEnd(6)}  ${r.transferKb} KB`,
    );
    if (r.error) console.log(`${''.padEnd(25)}runtime error: ${r.error}`);
    if (r.failing.length > 0) console.log(`${''.padEnd(25)}below 0.9: ${r.failing.join(', ')}`);
    belowGoal ||= [r.performance, r.accessibility, r.bestPractices].some((s) => s !== null && s < GOAL);
  }
  const installable = install ? install.errors.length === 0 : true;
  if (install) {
    console.log(
      `\ninstallable (Chromium's criteria, ${install.manifest}): ${installable ? 'yes' : `no: ${install.errors.join(', ')}`}` +
        (install.manifestErrors.length > 0 ? `; manifest errors: ${install.manifestErrors.join(', ')}` : ''),
    );
  } else {
    console.log('\ninstallability not checked (LIGHTHOUSE_PAGES=login)');
  }
  console.log(`every score >= ${GOAL}: ${belowGoal ? 'no' : 'yes'}`);
  exitCode = installable && !belowGoal ? 0 : 1;
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
