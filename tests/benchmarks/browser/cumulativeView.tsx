/**
 * The page's side of `npm run bench:cumulative` (../cumulativeView.ts), built by `vite build` like
 * the app (React's production build) and opened in Chromium. It sets the device up as a signed-in
 * doctor's: the vault opened in the real sync worker, one patient's reports (and as many of
 * others) sealed by that worker and stored in the user's mirror. Then, per run, it mounts the
 * route's page (src/app/pages/patients/CumulativePage) as the router does and times it until the
 * table is painted: the live query, the worker's unsealing, the table and React's render. Apart
 * from that, the same steps one by one, to show where the time goes.
 */
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReportResult } from '../../../src/contract/results';
import { SyncEntity } from '../../../src/contract/sync';
import type { ReportRow } from '../../../src/db/rows';
import { openUserDatabase } from '../../../src/db/userDatabase';
import { vaultWorker } from '../../../src/workers/syncClient';
import { i18nReady } from '../../../src/app/i18n/i18n';
import i18n from '../../../src/app/i18n/i18n';
import { rememberLastUser } from '../../../src/app/offline/lastUser';
import { clearUnsealedCache } from '../../../src/app/offline/useUnsealed';
import { routePaths } from '../../../src/app/router/routePaths';
import { CumulativeGrid } from '../../../src/app/features/results/CumulativeGrid';
import { buildCumulativeTable } from '../../../src/app/features/results/cumulativeTable';
import '../../../src/app/styles.css';

/**
 * The route's page, as the router loads it (createAppRouter: the route's `lazy`, then the page
 * component, no Suspense): its own chunk, fetched on the first entering.
 */
let CumulativeRoute: ComponentType | null = null;

/** Fetching and evaluating the route's chunk (ms), once per page load; afterwards it is cached. */
async function loadRoute(): Promise<number> {
  const started = performance.now();
  CumulativeRoute = (await import('../../../src/app/pages/patients/CumulativePage')).default;
  return performance.now() - started;
}

const USER = 'bench-user';
const PASSWORD = 'Bench#Passwort2026';
const PATIENT = 'bench-patient';

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
      // One analyte's range changed ten reports ago: those cells show their own range.
      range: { low: 3.5, high: position === 3 && reportIndex < 20 ? 5.0 : 5.1, text: null },
      flag,
    };
  });
}

function reportRow(index: number, analytes: number): ReportRow {
  const day = new Date(Date.UTC(2026, 0, 1) + index * 3 * 86_400_000).toISOString();
  return {
    id: String(index + 1),
    uuid: crypto.randomUUID(),
    befund_id: `B-2026-${String(index + 1).padStart(6, '0')}`,
    patient_id: index % 2 === 0 ? PATIENT : `other-${index}`,
    patient_data: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1970-01-01', nummer: 'P-1' },
    filename: `A-100483_B-2026-${index}_Mustermann_Erika.pdf`,
    filesize: 48_213,
    version: 1,
    user: { id: 4, uuid: 'doc', titel: 'Dr.', vorname: 'Katharina', nachname: 'Weber' },
    created_at: day,
    updated_at: day,
    read_at: null,
    downloadable_until: day,
    sampled_at: day,
    // One report of the patient was corrected: its column and values say so.
    result_status: index === 40 ? 'corrected' : 'final',
    results: results(index, analytes),
  };
}

/**
 * The device of a signed-in doctor: the vault opened in the sync worker (which does not sync: it
 * was never started), `reports` reports of the patient and as many of others sealed by it and
 * stored in the user's mirror.
 */
async function fill(reports: number, analytes: number): Promise<void> {
  await i18nReady;
  await i18n.changeLanguage('de');
  rememberLastUser(USER);
  await vaultWorker().open(USER, PASSWORD);
  const rows = Array.from({ length: reports * 2 }, (_, index) => reportRow(index, analytes));
  const sealed = await vaultWorker().seal(USER, SyncEntity.report, rows);
  if (typeof sealed[0]?.results !== 'string') throw new Error('the values were not sealed');
  const db = await openUserDatabase(USER);
  await db.report.clear();
  await db.report.bulkPut(sealed);
}

export interface PageShowing {
  /** From mounting the route's page to the table's rows in the DOM. */
  inDom: number;
  /** To the end of the frame that paints them. */
  painted: number;
}

const root = document.getElementById('root') ?? document.body;
const ROW = '[data-testid="cumulative-row"]';
const count = (host: Element, selector: string) => host.querySelectorAll(selector).length;

/** After the frame that follows: the moment the browser has painted what the DOM holds. */
const afterNextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

/** Resolves when `expected` elements in `host` match `selector`, with the moment. */
const whenIn = (host: Element, selector: string, expected: number) =>
  new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (count(host, selector) < expected) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(host, { childList: true, subtree: true });
  });

/** Mounts the route's page as the router does, with nothing of the patient opened yet. */
function mountPage() {
  const Page = CumulativeRoute;
  if (!Page) throw new Error('loadRoute() first');
  // As after unlocking: the opened rows' cache is empty, the worker opens them.
  clearUnsealedCache();
  const host = root.appendChild(document.createElement('div'));
  const reactRoot = createRoot(host);
  const mount = () =>
    reactRoot.render(
      <MemoryRouter initialEntries={[`/backend/patients/${PATIENT}/cumulative`]}>
        <Routes>
          <Route path={routePaths['patient-cumulative']} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
  const unmount = () => {
    reactRoot.unmount();
    host.remove();
  };
  return { host, mount, unmount };
}

/**
 * One entering of the route: the page reads the mirror, asks the worker to open the rows, builds
 * the table and renders it; shown when `expected` elements match `selector` (the table's rows on
 * a laptop, the first analyte's values on a phone).
 */
async function showPage(selector: string, expected: number): Promise<PageShowing> {
  const { host, mount, unmount } = mountPage();
  const inDom = whenIn(host, selector, expected);
  const started = performance.now();
  mount();
  const shown = await inDom;
  const painted = await afterNextPaint();
  if (count(host, selector) !== expected) throw new Error(`${count(host, selector)} of ${selector}`);
  unmount();
  return { inDom: shown - started, painted: painted - started };
}

const COLUMN = '[data-testid="cumulative-column"]';

/**
 * The older samples, as a reader pages to them: the page shown, then 'Ältere Proben' pressed until
 * the oldest page is there; each press timed to the frame that paints the page's columns (ms each),
 * and the columns at the start.
 */
async function revealOlder(analytes: number): Promise<{ first: number; presses: number[] }> {
  const { host, mount, unmount } = mountPage();
  const inDom = whenIn(host, ROW, analytes);
  mount();
  await inDom;
  await afterNextPaint();
  const first = count(host, COLUMN);
  const presses: number[] = [];
  for (;;) {
    // The paging's second button: older samples ('Neuere Proben' comes first).
    const button = host.querySelectorAll<HTMLButtonElement>('[data-testid="cumulative-paging"] button')[1];
    if (!button || button.disabled) break;
    const started = performance.now();
    // A click is a discrete event: React renders the new columns before click() returns.
    button.click();
    presses.push((await afterNextPaint()) - started);
  }
  unmount();
  return { first, presses };
}
export interface Phases {
  query: number;
  /** The worker's unsealing: the rows to the worker, opened there, back (structured clones). */
  unseal: number;
  table: number;
  /** React's render and commit of the table alone (flushSync), to its rows in the DOM. */
  render: number;
}

/** The same steps one by one, without the page around them. */
async function phases(analytes: number): Promise<Phases> {
  const db = await openUserDatabase(USER);
  const host = root.appendChild(document.createElement('div'));
  const started = performance.now();
  const stored = await db.report.where('patient_id').equals(PATIENT).toArray();
  const queried = performance.now();
  const opened = await vaultWorker().unseal(USER, SyncEntity.report, stored);
  const unsealed = performance.now();
  const table = buildCumulativeTable(opened);
  const built = performance.now();
  const reactRoot = createRoot(host);
  flushSync(() =>
    reactRoot.render(
      <CumulativeGrid table={table} chosen={[]} onToggle={() => undefined} onOpen={() => undefined} />,
    ),
  );
  const rendered = performance.now();
  if (count(host, ROW) !== analytes)
    throw new Error(`rendered ${count(host, ROW)} rows, expected ${analytes}`);
  reactRoot.unmount();
  host.remove();
  return {
    query: queried - started,
    unseal: unsealed - queried,
    table: built - unsealed,
    render: rendered - built,
  };
}

const bench = { fill, loadRoute, showPage, revealOlder, phases };
export type CumulativeBench = typeof bench;
Object.assign(window, { cumulativeBench: bench });
