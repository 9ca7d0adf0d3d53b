/**
 * `npm run bench:sync`: the initial sync as a ratio against a bare IndexedDB write.
 * Goal (issue 18): the bootstrap, the vault's sealing included, within 2x of a bare Dexie `bulkPut`
 * of the same rows into the same schema, at 5,000 and at 50,000 reports (plus 2,000 other rows).
 *
 * Both run in the same page of Debian's headless Chromium, the modules served by Vite's dev
 * server, interleaved run by run (the order rotating), each into a fresh database:
 *  - bare: the rows in their stored form ({ ...data, id }), already in memory, written with one
 *    `bulkPut` per table in one read-write transaction. The least the client can do.
 *  - bootstrap: the real one (src/sync/bootstrap.ts: paging, validation, sealing, the one replacing
 *    transaction) against an in-page server whose pages are JSON texts prepared before the clock
 *    starts, so that parsing a response is the client's cost and producing it is not. Once as the
 *    rows come, once with the patient fields sealed by the vault (src/vault/sealedFields.ts, the data
 *    key unwrapped before the clock starts): the sealed one is the figure the goal is about.
 * The report rows carry what a report row carries (ids, reference number, patient, doctor, dates,
 * file name, a note: about 1 KB each) and, since issue 27, RESULTS_PER_REPORT results in the shape
 * of src/contract/results.ts (about 4.5 KB more), which the vault seals as one field.
 * Ratio: median sealed bootstrap over median bare write.
 * Exits non-zero unless both ratios are <= 2.
 * Usage: npm run bench:sync   (SIZES=5000,50000 and RUNS=3 override the defaults; PROFILE_DIR=/tmp/p
 * adds one uncounted sealed bootstrap per size under Chromium's CPU profiler)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import { chromium, type Page } from '@playwright/test';
import type * as BootstrapModule from '../../src/sync/bootstrap';
import type * as DbModule from '../../src/db/KundencenterDb';
import type * as SealModule from '../../src/vault/sealedFields';
import type * as VaultModule from '../../src/vault/vaultCrypto';
import { printBenchHeader } from './benchRun.mjs';

printBenchHeader('bench:sync');

const SIZES = (process.env.SIZES ?? '5000,50000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
const OTHER_ROWS = 2_000;
/** Issue 27: 'at least 15 per report'; a thyroid, kidney, electrolyte and blood count panel. */
const RESULTS_PER_REPORT = 18;
const GOAL_RATIO = 2;
const PROFILE_DIR = process.env.PROFILE_DIR;
const KINDS = ['bare', 'bootstrap', 'sealed'] as const;
type Kind = (typeof KINDS)[number];

/** Builds the rows and the server's pages in the page, kept on `window` for the runs. */
async function prepare(page: Page, reports: number): Promise<void> {
  await page.evaluate(
    async ({ reports, others, resultsPerReport }) => {
      const pad = (n: number) => 'x'.repeat(n);
      const rows: { entity: string; id: string; data: Record<string, unknown> }[] = [];
      // A report's values as the mirror holds them (src/contract/results.ts), different per report.
      const resultsOf = (report: number) =>
        Array.from({ length: resultsPerReport }, (_, position) => {
          const numeric = Math.round((3.5 + ((report * 7 + position * 13) % 40) / 10) * 10) / 10;
          return {
            position,
            group: position < 6 ? 'Elektrolyte' : position < 12 ? 'Niere' : 'Blutbild',
            code: `K${String(position).padStart(3, '0')}`,
            loinc: `${2800 + position}-${position % 10}`,
            name: { de: `Analyt ${position} (Serum)`, en: `Analyte ${position} (serum)` },
            kind: 'numeric',
            value: numeric.toFixed(1),
            numeric,
            unit: 'mmol/l',
            range: { low: 3.5, high: 5.1, text: null },
            flag: numeric > 5.1 ? 'H' : 'N',
          };
        });
      for (let i = 1; i <= reports; i++) {
        rows.push({
          entity: 'report',
          id: String(i),
          data: {
            id: i,
            uuid: crypto.randomUUID(),
            befund_id: `B-2026-${String(i).padStart(6, '0')}`,
            patient_data: {
              nachname: 'Mustermann',
              vorname: 'Erika',
              geburtsdatum: `1970-01-${String((i % 28) + 1).padStart(2, '0')}`,
              nummer: String(100_000 + (i % 500)),
            },
            user: {
              id: 4,
              uuid: crypto.randomUUID(),
              titel: 'Dr. med.',
              nachname: 'Weber',
              vorname: 'Katharina',
            },
            filename: `A-100483_B-2026-${i}_Mustermann_Erika.pdf`,
            filesize: 48_213,
            version: 1,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            read_at: null,
            downloadable_until: new Date().toISOString(),
            note: pad(600),
            patient_id: `00000000-0000-4000-8000-${String(i % 500).padStart(12, '0')}`,
            sampled_at: new Date().toISOString(),
            result_status: 'final',
            results: resultsOf(i),
          },
        });
      }
      for (let i = 1; i <= others; i++) {
        rows.push({ entity: 'office', id: String(i), data: { id: i, name: `Praxis ${i}`, note: pad(100) } });
      }
      // The server's answers, as texts: the bootstrap parses them, as it parses a response body.
      const pageSize = 1000;
      const pages = new Map<number, string>();
      for (let start = 0; start < rows.length; start += pageSize) {
        const next = start + pageSize < rows.length ? String(start + pageSize) : null;
        pages.set(
          start,
          JSON.stringify({ cursor: 'e1.v1', rows: rows.slice(start, start + pageSize), next }),
        );
      }
      // The bare write's input: the rows in the form the mirror stores them.
      const stored = { report: [] as object[], office: [] as object[] };
      for (const row of rows) stored[row.entity as 'report' | 'office'].push({ ...row.data, id: row.id });
      Object.assign(window, { benchPages: pages, benchStored: stored, benchTotal: rows.length });
    },
    { reports, others: OTHER_ROWS, resultsPerReport: RESULTS_PER_REPORT },
  );
}

/** One run of `kind` into a fresh database; the time (ms) of the write, checked by counting. */
function run(page: Page, kind: Kind, name: string): Promise<number> {
  return page.evaluate(
    async ({ kind, name }) => {
      // Served and compiled by Vite's dev server; typed from the same sources.
      const bootstrapModule = '/src/sync/bootstrap.ts';
      const dbModule = '/src/db/KundencenterDb.ts';
      const sealModule = '/src/vault/sealedFields.ts';
      const vaultModule = '/src/vault/vaultCrypto.ts';
      const { bootstrap } = (await import(bootstrapModule)) as typeof BootstrapModule;
      const { KundencenterDb } = (await import(dbModule)) as typeof DbModule;
      const { sealRow, unsealRow } = (await import(sealModule)) as typeof SealModule;
      const { createVault } = (await import(vaultModule)) as typeof VaultModule;
      const { benchPages, benchStored, benchTotal } = window as unknown as {
        benchPages: Map<number, string>;
        benchStored: { report: object[]; office: object[] };
        benchTotal: number;
      };
      const { key } = await createVault('Bench#Passwort2026', 'bench-user');
      const api = {
        get: async (path: string) => {
          const after = new URL(path, location.origin).searchParams.get('after');
          const text = benchPages.get(Number(after ?? 0));
          return { status: 200, headers: {}, body: JSON.parse(text ?? 'null') as unknown };
        },
        send: async () => ({ status: 500, headers: {}, body: null }),
      };
      const db = new KundencenterDb(name);
      await db.open();
      const started = performance.now();
      if (kind === 'bare') {
        await db.transaction('rw', db.report, db.office, async () => {
          await db.report.bulkPut(benchStored.report as never[]);
          await db.office.bulkPut(benchStored.office as never[]);
        });
      } else {
        await bootstrap(
          db,
          api as never,
          kind === 'sealed' ? { seal: (entity, id, data) => sealRow(key, entity, id, data) } : {},
        );
      }
      const elapsed = performance.now() - started;
      const count = (await db.report.count()) + (await db.office.count());
      if (count !== benchTotal) throw new Error(`${kind}: expected ${benchTotal} rows, found ${count}`);
      if (kind === 'sealed') {
        const first = (await db.report.get('1')) as { patient_data?: unknown; results?: unknown } | undefined;
        if (typeof first?.patient_data !== 'string') throw new Error('sealed: patient_data is not sealed');
        if (typeof first.results !== 'string') throw new Error('sealed: results are not sealed');
        const opened = await unsealRow(key, 'report', '1', first);
        const stored = benchStored.report[0] as { results?: unknown };
        if (JSON.stringify(opened.results) !== JSON.stringify(stored.results))
          throw new Error('sealed: results do not open to what was sealed');
      }
      db.close();
      await db.delete();
      return elapsed;
    },
    { kind, name },
  );
}

/** One more sealed bootstrap (not counted) under Chromium's CPU profiler: PROFILE_DIR/sync-<n>.cpuprofile. */
async function profileSealed(page: Page, reports: number, dir: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run(page, 'sealed', `bench-profile-${reports}`);
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `sync-${reports}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const msText = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

const server = await createServer({ server: { port: 5199, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const summary: { reports: number; bare: number; sealed: number; ratio: number }[] = [];
try {
  const page = await browser.newPage();
  // tsx compiles this file with esbuild's keepNames, whose helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.goto('http://127.0.0.1:5199/favicon.svg');
  const loadBefore = os.loadavg()[0] ?? NaN;
  for (const reports of SIZES) {
    await prepare(page, reports);
    // One uncounted round of each: Vite's compilation of the modules, the JIT.
    for (const kind of KINDS) await run(page, kind, `bench-warm-${kind}-${reports}`);
    const times: Record<Kind, number[]> = { bare: [], bootstrap: [], sealed: [] };
    for (let round = 0; round < RUNS; round++) {
      // Interleaved, each kind in turn first, so that none always runs on a warmer or colder page.
      for (let i = 0; i < KINDS.length; i++) {
        const kind = KINDS[(round + i) % KINDS.length] ?? 'bare';
        times[kind].push(await run(page, kind, `bench-${kind}-${reports}-${round}`));
      }
    }
    if (PROFILE_DIR) await profileSealed(page, reports, PROFILE_DIR);
    const [bare, plain, sealed] = [median(times.bare), median(times.bootstrap), median(times.sealed)];
    const ratio = sealed / bare;
    summary.push({ reports, bare, sealed, ratio });
    console.log(
      `\ninitial sync: ${reports.toLocaleString('en')} reports with ${RESULTS_PER_REPORT} results each + ` +
        `${OTHER_ROWS.toLocaleString('en')} other rows`,
    );
    for (const kind of KINDS) {
      const label = {
        bare: 'bare bulkPut',
        bootstrap: 'bootstrap as the rows come',
        sealed: 'bootstrap, sealed',
      }[kind];
      console.log(
        `  ${label.padEnd(28)} ${times[kind].map(msText).join(', ')} (median ${msText(median(times[kind]))})`,
      );
    }
    console.log(`  cost of sealing (medians)    ${msText(sealed - plain)}`);
    console.log(`  ratio sealed bootstrap / bare: ${ratio.toFixed(2)}`);
  }
  console.log(
    `\nload average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after`,
  );
  for (const { reports, bare, sealed, ratio } of summary) {
    console.log(
      `${reports.toLocaleString('en')} reports: sealed bootstrap ${msText(sealed)}, bare bulkPut ${msText(bare)}, ` +
        `ratio ${ratio.toFixed(2)} (goal <= ${GOAL_RATIO})${ratio <= GOAL_RATIO ? '' : ' OVER THE GOAL'}`,
    );
  }
  process.exitCode = summary.every(({ ratio }) => ratio <= GOAL_RATIO) ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
