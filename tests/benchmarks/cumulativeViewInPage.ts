/**
 * The page's side of `npm run bench:cumulative` (cumulativeView.ts), served by Vite's dev server and
 * imported in Chromium: fills a mirror with one patient's reports, then times what the cumulative
 * page does to show them (the index query, opening the sealed fields, the table, React's render).
 */
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ReportResult } from '../../src/contract/results';
import { KundencenterDb } from '../../src/db/KundencenterDb';
import type { ReportRow } from '../../src/db/rows';
import { sealRow, unsealRow, sealContext } from '../../src/vault/sealedFields';
import { createVault, decryptJson, encryptJson, isEncryptedText } from '../../src/vault/vaultCrypto';
import i18n, { i18nReady } from '../../src/app/i18n/i18n';
import '../../src/app/features/results/resultsTexts';
import { buildCumulativeTable } from '../../src/app/features/results/cumulativeTable';

const PATIENT = 'bench-patient';
// A .tsx module: loaded by its served path, so the benchmarks' tsconfig (without JSX) needs not compile it.
const GRID_MODULE = '/src/app/features/results/CumulativeGrid.tsx';
type Grid = ComponentType<{ table: unknown; chosen: string[]; onToggle: () => void; onOpen: () => void }>;

function results(reportIndex: number, analytes: number): ReportResult[] {
  return Array.from({ length: analytes }, (_, position) => {
    const value = 4 + Math.sin(reportIndex / 5 + position) * 1.5;
    const flag = value > 5.1 ? 'H' : value < 3.5 ? 'L' : 'N';
    return {
      position,
      group: ['Elektrolyte', 'Niere', 'Blutbild', 'Schilddrüse', 'Stoffwechsel'][position % 5] ?? null,
      code: `A${position}`,
      loinc: null,
      name: { de: `Analyt ${position}`, en: `Analyte ${position}` },
      kind: 'numeric',
      value: value.toFixed(1),
      numeric: Number(value.toFixed(1)),
      unit: 'mmol/l',
      range: { low: 3.5, high: position === 3 && reportIndex < 10 ? 5.0 : 5.1, text: null },
      flag,
    };
  });
}

/** A fresh mirror with `reports` reports of the patient (and as many of others), sealed as stored. */
export async function fill(name: string, reports: number, analytes: number): Promise<void> {
  const { key } = await createVault('Bench#Passwort2026', 'bench-user');
  Object.assign(window, { benchKey: key });
  const db = new KundencenterDb(name);
  await db.open();
  const rows: ReportRow[] = [];
  for (let i = 0; i < reports * 2; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + i * 3 * 86_400_000).toISOString();
    const row: ReportRow = {
      id: String(i + 1),
      uuid: crypto.randomUUID(),
      befund_id: `B-2026-${String(i + 1).padStart(6, '0')}`,
      patient_id: i % 2 === 0 ? PATIENT : `other-${i}`,
      patient_data: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1970-01-01', nummer: 'P-1' },
      filename: `A-100483_B-2026-${i}_Mustermann_Erika.pdf`,
      filesize: 48_213,
      version: 1,
      user: { id: 4, uuid: 'doc', titel: 'Dr.', vorname: 'Katharina', nachname: 'Weber' },
      created_at: day,
      updated_at: day,
      read_at: null,
      downloadable_until: day,
      sampled_at: day,
      result_status: 'final',
      results: results(i, analytes),
    };
    const sealed = await sealRow(key, 'report', row.id, row);
    // The values are sealed like patient_data (issue 27), whether or not this branch's list has them yet.
    rows.push({
      ...sealed,
      results: (await encryptJson(key, row.results, sealContext('report', row.id, 'results'))) as never,
    });
  }
  await db.report.bulkPut(rows);
  db.close();
}

export interface Showing {
  total: number;
  query: number;
  unseal: number;
  table: number;
  render: number;
}

/** One showing of the cumulative view: ms from the query to the table's rows in the DOM, by phase. */
export async function show(name: string, analytes: number): Promise<Showing> {
  await i18nReady;
  await i18n.changeLanguage('de');
  const key = (window as unknown as { benchKey: CryptoKey }).benchKey;
  const { CumulativeGrid } = (await import(/* @vite-ignore */ GRID_MODULE)) as { CumulativeGrid: Grid };
  const db = new KundencenterDb(name);
  await db.open();
  const host = document.body.appendChild(document.createElement('div'));
  const started = performance.now();
  const stored = await db.report.where('patient_id').equals(PATIENT).toArray();
  const queried = performance.now();
  const opened = await Promise.all(
    stored.map(async (row) => {
      const open = await unsealRow(key, 'report', row.id, row);
      const sealed = row.results as unknown;
      return isEncryptedText(sealed)
        ? {
            ...open,
            results: (await decryptJson(
              key,
              sealed,
              sealContext('report', row.id, 'results'),
            )) as ReportResult[],
          }
        : open;
    }),
  );
  const unsealed = performance.now();
  const table = buildCumulativeTable(opened);
  const built = performance.now();
  const root = createRoot(host);
  // Synchronously, as React commits a live query's result: no yielding to other work in between.
  flushSync(() =>
    root.render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(CumulativeGrid, {
          table,
          chosen: [],
          onToggle: () => undefined,
          onOpen: () => undefined,
        }),
      ),
    ),
  );
  const rendered = host.querySelectorAll('[data-testid="cumulative-row"]').length;
  const done = performance.now();
  if (rendered !== analytes) throw new Error(`rendered ${rendered} rows, expected ${analytes}`);
  if (table.columns.length !== stored.length) throw new Error('columns missing');
  root.unmount();
  host.remove();
  db.close();
  return {
    total: done - started,
    query: queried - started,
    unseal: unsealed - queried,
    table: built - unsealed,
    render: done - built,
  };
}
