/**
 * The cost of the encrypted local vault (issue 7): what encryption adds to unlocking, to the
 * bootstrap of 5,000 reports and to opening a PDF.
 *
 * Runs src/vault/vaultCrypto.ts in Debian's headless Chromium, served by Vite's dev server as
 * bench:sync does, so the numbers are Chromium's WebCrypto (BoringSSL) on this machine:
 * (a) unlock: PBKDF2-SHA256 at the production iteration count plus the AES-GCM unwrap;
 * (b) encrypting, then decrypting, the patient_data of 5,000 report rows (about 80 bytes of JSON
 *     each) in batches of 1,000 (the bootstrap's page size) awaited together, as the sync worker
 *     would; one-at-a-time for comparison;
 * (c) encrypting and decrypting a 300 KB and a 2 MB PDF.
 * Waits (up to 15 minutes) for the machine's load to drop below 3 first: the numbers are CPU time.
 * Usage: npm run bench:vault
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from '@playwright/test';
import type * as VaultModule from '../../src/vault/vaultCrypto';
import { printBenchHeader } from './benchRun.mjs';

printBenchHeader('bench:vault');

const MAX_LOAD = 3;
const LOAD_POLL_MS = 30_000;
const LOAD_WAIT_MS = 15 * 60_000;

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

async function waitForQuietMachine(): Promise<number> {
  const deadline = Date.now() + LOAD_WAIT_MS;
  let load = loadAverage();
  while (load >= MAX_LOAD && Date.now() < deadline) {
    console.log(`load ${load.toFixed(2)} >= ${MAX_LOAD}: waiting 30 s`);
    await new Promise((resolve) => setTimeout(resolve, LOAD_POLL_MS));
    load = loadAverage();
  }
  return load;
}

interface Result {
  label: string;
  runs: number[];
}

const startLoad = await waitForQuietMachine();
console.log(`load average before measuring: ${startLoad.toFixed(2)}`);

const server = await createServer({
  server: { port: 5197, host: '127.0.0.1', strictPort: false },
  logLevel: 'error',
});
await server.listen();
const origin = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5197/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  // tsx compiles this file with esbuild's keepNames, whose helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.goto(new URL('favicon.svg', origin).href);
  const results: Result[] = await page.evaluate(async () => {
    // Served and compiled by Vite's dev server; typed from the same sources.
    const vaultModule = '/src/vault/vaultCrypto.ts';
    const vault = (await import(vaultModule)) as typeof VaultModule;
    const out: { label: string; runs: number[] }[] = [];
    const time = async (label: string, runs: number, body: () => Promise<unknown>) => {
      const samples: number[] = [];
      await body(); // warm-up, not counted
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await body();
        samples.push(performance.now() - started);
      }
      out.push({ label, runs: samples });
    };

    const password = 'Korrekt-Pferd-Batterie-7';
    const userUuid = crypto.randomUUID();
    const created = performance.now();
    const { key, wrapped } = await vault.createVault(password, userUuid);
    out.push({
      label: 'create vault (2 x PBKDF2 600k + wrap + unwrap)',
      runs: [performance.now() - created],
    });
    if (wrapped.iterations < 600_000) throw new Error(`iterations ${wrapped.iterations}`);
    await time('unlock: PBKDF2-SHA256 600k + unwrap', 5, () => vault.unlockVault(password, wrapped));

    // 5,000 report rows' patient_data, about 80 bytes of JSON each.
    const patients = Array.from({ length: 5000 }, (_, i) => ({
      nachname: `Mustermann-${String(i).padStart(4, '0')}`,
      vorname: 'Erika Charlotte',
      geburtsdatum: `1970-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    const jsonBytes = patients.reduce((sum, p) => sum + JSON.stringify(p).length, 0) / patients.length;
    const batchSize = 1000;
    let stored: string[] = [];
    const encryptAll = async () => {
      stored = [];
      for (let start = 0; start < patients.length; start += batchSize) {
        const batch = patients.slice(start, start + batchSize);
        stored.push(
          ...(await Promise.all(
            batch.map((p, j) => vault.encryptJson(key, p, `report:${start + j}:patient_data`)),
          )),
        );
      }
    };
    const decryptAll = async () => {
      for (let start = 0; start < stored.length; start += batchSize) {
        const batch = stored.slice(start, start + batchSize);
        await Promise.all(batch.map((s, j) => vault.decryptJson(key, s, `report:${start + j}:patient_data`)));
      }
    };
    await time(
      `encrypt 5,000 patient_data (${Math.round(jsonBytes)} B JSON), batches of 1,000`,
      5,
      encryptAll,
    );
    await time('decrypt 5,000 patient_data, batches of 1,000', 5, decryptAll);
    const decrypted = await vault.decryptJson(key, stored[4999] ?? '', 'report:4999:patient_data');
    if (JSON.stringify(decrypted) !== JSON.stringify(patients[4999])) throw new Error('round trip failed');
    await time('encrypt 5,000 patient_data one at a time', 3, async () => {
      for (let i = 0; i < patients.length; i++) {
        await vault.encryptJson(key, patients[i], `report:${i}:patient_data`);
      }
    });
    await time('decrypt 5,000 patient_data one at a time', 3, async () => {
      for (let i = 0; i < stored.length; i++) {
        await vault.decryptJson(key, stored[i] ?? '', `report:${i}:patient_data`);
      }
    });

    for (const [name, size] of [
      ['300 KB', 300 * 1024],
      ['2 MB', 2 * 1024 * 1024],
    ] as const) {
      const pdf = new Uint8Array(size);
      for (let i = 0; i < size; i++) pdf[i] = (i * 31) % 251;
      let encrypted = new ArrayBuffer(0);
      await time(`encrypt ${name} PDF`, 10, async () => {
        encrypted = await vault.encryptBytes(key, pdf, 'reportFile:1');
      });
      await time(`decrypt ${name} PDF`, 10, () => vault.decryptBytes(key, encrypted, 'reportFile:1'));
    }
    return out;
  });

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const ms = (value: number) => (value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`);
  const rows = results.map(({ label, runs }) => [
    label,
    String(runs.length),
    ms(median(runs)),
    ms(Math.min(...runs)),
    ms(Math.max(...runs)),
  ]);
  const header = ['measurement', 'runs', 'median', 'min', 'max'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(`load average after measuring: ${loadAverage().toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
}
