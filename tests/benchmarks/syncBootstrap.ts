/**
 * Budget (design brief): the initial sync of a doctor with 5,000 report-sized rows plus 2,000
 * other rows into IndexedDB in headless Chromium under 3 s.
 *
 * Runs the real bootstrap (src/sync/bootstrap.ts: paging, validation, the one replacing
 * transaction in batches) in Debian's Chromium, served by Vite's dev server, against an in-page
 * server answer of that size, so the number is the client's cost: parsing pages and writing
 * IndexedDB. The report rows carry what a report row will carry (ids, reference number, patient,
 * doctor, dates, file name: about 1 KB each). Each run bootstraps twice: as the rows come, and
 * with the vault's sealing of patient fields (issue 7: src/vault/sealedFields.ts, the data key
 * unwrapped once before the clock starts), so the difference is the cost of the encryption.
 * Usage: npm run bench:sync
 */
import { createServer } from 'vite';
import { chromium } from '@playwright/test';
import type * as BootstrapModule from '../../src/sync/bootstrap';
import type * as DbModule from '../../src/db/KundencenterDb';
import type * as SealModule from '../../src/vault/sealedFields';
import type * as VaultModule from '../../src/vault/vaultCrypto';

const RUNS = 3;
const server = await createServer({ server: { port: 5199, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  // tsx compiles this file with esbuild's keepNames, whose helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.goto('http://127.0.0.1:5199/favicon.svg');
  const timings: number[] = [];
  const sealedTimings: number[] = [];
  for (let run = 0; run < RUNS * 2; run++) {
    (run % 2 === 0 ? timings : sealedTimings).push(
      await page.evaluate(async (run) => {
        // Served and compiled by Vite's dev server; typed from the same sources.
        const bootstrapModule = '/src/sync/bootstrap.ts';
        const dbModule = '/src/db/KundencenterDb.ts';
        const { bootstrap } = (await import(bootstrapModule)) as typeof BootstrapModule;
        const { KundencenterDb } = (await import(dbModule)) as typeof DbModule;
        const sealModule = '/src/vault/sealedFields.ts';
        const vaultModule = '/src/vault/vaultCrypto.ts';
        const { sealRow } = (await import(sealModule)) as typeof SealModule;
        const { createVault } = (await import(vaultModule)) as typeof VaultModule;
        const sealed = run % 2 === 1;
        const { key } = await createVault('Bench#Passwort2026', 'bench-user');
        const pad = (n: number) => 'x'.repeat(n);
        const rows: { entity: string; id: string; data: Record<string, unknown> }[] = [];
        for (let i = 1; i <= 5000; i++) {
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
            },
          });
        }
        for (let i = 1; i <= 2000; i++) {
          rows.push({
            entity: 'office',
            id: String(i),
            data: { id: i, name: `Praxis ${i}`, note: pad(100) },
          });
        }
        const pageSize = 1000;
        const api = {
          get: async (path: string) => {
            const query = new URL(path, location.origin).searchParams;
            const start = Number(query.get('after') ?? 0);
            const slice = rows.slice(start, start + pageSize);
            const next = start + pageSize < rows.length ? String(start + pageSize) : null;
            // A JSON round trip, as a real response body would be parsed.
            return {
              status: 200,
              headers: {},
              body: JSON.parse(JSON.stringify({ cursor: 'e1.v1', rows: slice, next })),
            };
          },
          send: async () => ({ status: 500, headers: {}, body: null }),
        };
        const db = new KundencenterDb(`bench-${run}-${Date.now()}`);
        await db.open();
        const started = performance.now();
        await bootstrap(
          db,
          api as never,
          sealed ? { seal: (entity, id, data) => sealRow(key, entity, id, data) } : {},
        );
        const elapsed = performance.now() - started;
        const count = (await db.report.count()) + (await db.office.count());
        if (count !== 7000) throw new Error(`expected 7000 rows, found ${count}`);
        await db.delete();
        return elapsed;
      }, run),
    );
  }
  const best = Math.min(...timings);
  const bestSealed = Math.min(...sealedTimings);
  const list = (values: number[]) => values.map((t) => `${Math.round(t)} ms`).join(', ');
  console.log(
    `bootstrap of 5,000 report-sized + 2,000 other rows: ${list(timings)} (best ${Math.round(best)} ms, budget 3000 ms)`,
  );
  console.log(
    `the same with the patient fields sealed by the vault: ${list(sealedTimings)} (best ${Math.round(bestSealed)} ms)`,
  );
  process.exitCode = Math.max(best, bestSealed) < 3000 ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
