/**
 * The guide's screenshots (issue 16), made from the real screens so they can be made again when the
 * screens change: `npm run guide:screenshots` builds the client, starts the real server on a fresh
 * embedded database with the demo data (as playwright.config.ts does), signs in as dr.weber, visits
 * each screen at a laptop size in German and in English and writes WebP files into public/guide/
 * (precached by the service worker with the shell) and their sizes into the guide feature.
 *
 * WebP, not PNG: Chromium encodes it itself (canvas.toDataURL on a blank page, where the app's CSP
 * does not apply), and a screenshot of text weighs about a third of the PNG at quality 0.9.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../tests/e2e/support/totp';
import { DEMO_PASSWORDS } from '../tests/e2e/support/signIn';
import { GUIDE_SHOTS, type GuideShot } from '../src/app/features/guide/guideShots';

const PORT = Number(process.env.GUIDE_PORT ?? process.env.E2E_PORT ?? 8196);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const VIEWPORT = { width: 1366, height: 768 };
/** A screenshot taller than this is cut: the guide shows the top of a screen, not all of it. */
const MAX_HEIGHT = 820;
const LANGUAGES = ['de', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const WEBP_QUALITY = 0.9;
const USER = 'dr.weber';

const sizes: Record<string, { width: number; height: number }> = {};
let totalBytes = 0;

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kundencenter-guide-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE_URL}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not start.');
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/#/login`);
  await page.getByLabel('Benutzername').fill(USER);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORDS[USER]);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/#\/login\/two-factor-challenge/);
  await page.getByLabel('Code', { exact: true }).fill(await totpCode(USER));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/#\/backend$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.locator(`header button[lang=${language}]`).click();
  await page.locator(`html[lang=${language}]`).waitFor();
}

/** Lets lazy chunks, live queries and transitions settle before the picture. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

/** Encodes the PNG as WebP in a page without the app's CSP. */
async function toWebp(
  converter: Page,
  png: Buffer,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const result = await converter.evaluate(
    async ({ base64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      const url = canvas.toDataURL('image/webp', quality);
      return { data: url.slice(url.indexOf(',') + 1), width: canvas.width, height: canvas.height };
    },
    { base64: png.toString('base64'), quality: WEBP_QUALITY },
  );
  return { bytes: Buffer.from(result.data, 'base64'), width: result.width, height: result.height };
}

/** What a shot shows: the region of the page, or the whole window. */
type Region = Locator | 'window' | { right: Locator[] };

async function capture(page: Page, converter: Page, shot: GuideShot, language: Language, region: Region) {
  await settle(page);
  let png: Buffer;
  if (region === 'window') {
    png = await page.screenshot();
  } else {
    const boxes =
      'right' in region
        ? await Promise.all(region.right.map((locator) => locator.boundingBox()))
        : [await region.boundingBox()];
    const known = boxes.filter((box) => box !== null);
    if (known.length === 0) throw new Error(`Nothing to show for ${shot}.`);
    const pad = 'right' in region ? 12 : 0;
    const x = Math.max(0, Math.min(...known.map((box) => box.x)) - pad);
    const y = Math.max(0, Math.min(...known.map((box) => box.y)) - pad);
    const right = Math.min(VIEWPORT.width, Math.max(...known.map((box) => box.x + box.width)) + pad);
    const bottom = Math.max(...known.map((box) => box.y + box.height)) + pad;
    png = await page.screenshot({
      fullPage: true,
      clip: { x, y, width: right - x, height: Math.min(bottom - y, MAX_HEIGHT) },
    });
  }
  const webp = await toWebp(converter, png);
  const file = join('public', 'guide', language, `${shot}.webp`);
  writeFileSync(file, webp.bytes);
  sizes[`${language}/${shot}`] = { width: webp.width, height: webp.height };
  totalBytes += webp.bytes.length;
  console.log(
    `${(webp.bytes.length / 1024).toFixed(1).padStart(6)} KB  ${file} ${webp.width}x${webp.height}`,
  );
}

/** Takes `shot` in German, then in English, then goes back to German. */
async function both(page: Page, converter: Page, shot: GuideShot, region: () => Region) {
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    await capture(page, converter, shot, language, region());
  }
  await switchLanguage(page, 'de');
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}/#${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function main(): Promise<void> {
  for (const language of LANGUAGES) mkdirSync(join('public', 'guide', language), { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ locale: 'de-DE', viewport: VIEWPORT, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const converter = await (await browser.newContext()).newPage();
    await signIn(page);
    const main = page.getByRole('main');
    const banner = main.getByRole('region', { name: /^(Systemnachrichten|System messages)$/ }).first();

    // The system messages first: the demo's messages stand at the top until acknowledged.
    await banner.waitFor();
    await both(page, converter, 'messages', () => banner);
    while (await main.getByRole('button', { name: 'Zur Kenntnis genommen' }).first().isVisible()) {
      await main.getByRole('button', { name: 'Zur Kenntnis genommen' }).first().click();
      await page.waitForTimeout(300);
    }
    // Any toast of new activities has gone after its 10 s.
    await page.waitForTimeout(10_500);

    await both(page, converter, 'overview', () => 'window');
    await both(page, converter, 'dashboard', () => main);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      const indicator = page
        .locator('header')
        .getByRole('button', { name: /^(Synchronisierung|Synchronisation)/ });
      await indicator.click();
      const panel = page.locator('[id^="headlessui-popover-panel"]');
      await panel.waitFor();
      await capture(page, converter, 'sync', language, { right: [indicator, panel] });
      await page.keyboard.press('Escape');
    }
    await switchLanguage(page, 'de');

    await visit(page, '/backend/reports');
    await main
      .getByRole('button', { name: /^Befund .* öffnen$/ })
      .first()
      .waitFor();
    await both(page, converter, 'reports', () => main);
    // The open dialog makes the rest of the page inert, the language switch too: one opening per language.
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await main
        .getByRole('button', { name: /^(Befund .* öffnen|Open report .*)$/ })
        .first()
        .click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      await page.waitForTimeout(1500);
      await capture(page, converter, 'reportViewer', language, viewer);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
    }
    await switchLanguage(page, 'de');

    await visit(page, '/backend/reports/demands');
    const demandLink = main.getByRole('button', { name: /^Befundnachfrage zu Befund/ }).first();
    await demandLink.waitFor();
    await both(page, converter, 'demands', () => main);
    await demandLink.click();
    await main.getByRole('button', { name: 'Senden' }).waitFor();
    await both(page, converter, 'demandConversation', () => main);

    await visit(page, '/backend/tickets/open');
    const ticketLink = main.getByRole('link', { name: /^Ticket „/ }).first();
    await ticketLink.waitFor();
    await both(page, converter, 'tickets', () => main);
    await ticketLink.click();
    await main.getByRole('button', { name: 'Antworten' }).waitFor();
    await both(page, converter, 'ticket', () => main);

    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
    await main.getByLabel('Vorname').waitFor();
    await both(page, converter, 'account', () => main);
    await main.getByRole('link', { name: 'Sicherheit' }).click();
    await main.getByLabel('Aktuelles Passwort').waitFor();
    await both(page, converter, 'accountSecurity', () => main);

    const missing = GUIDE_SHOTS.flatMap((shot) => LANGUAGES.map((language) => `${language}/${shot}`)).filter(
      (key) => !(key in sizes),
    );
    if (missing.length > 0) throw new Error(`No screenshot for ${missing.join(', ')}.`);
    const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync('src/app/features/guide/guideImages.json', `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${(totalBytes / 1024).toFixed(1).padStart(6)} KB  in all`);
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
