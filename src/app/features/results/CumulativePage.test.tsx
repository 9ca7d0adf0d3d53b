// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportResult } from '../../../contract/results';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { ReportRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { potassium, result } from '../../../shared/testing/resultFixtures';
import { testVault } from '../../../vault/testing/testVault';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import CumulativePage from './CumulativePage';
import PatientsPage from './PatientsPage';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';

let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const sodium = (value: string, fields: Partial<ReportResult> = {}) =>
  result({
    code: 'NA',
    name: { de: 'Natrium', en: 'Sodium' },
    value,
    numeric: Number(value),
    position: 1,
    range: { low: 135, high: 145, text: null },
    ...fields,
  });

function report(
  id: string,
  day: string,
  results: ReportResult[] | null,
  fields: Partial<ReportRow> = {},
): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `2026-00${id}`,
    patient_id: 'patient-1',
    patient_data: { nachname: 'Sommer', vorname: 'Lina', geburtsdatum: '1961-07-14', nummer: 'P-4711' },
    filename: `A-100483_2026-00${id}_Sommer_Lina.pdf`,
    filesize: 3,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' },
    created_at: `${day}T10:00:00.000Z`,
    updated_at: `${day}T10:00:00.000Z`,
    read_at: null,
    downloadable_until: '2026-12-31T10:00:00.000Z',
    sampled_at: `${day}T07:30:00.000Z`,
    result_status: 'final',
    results,
    ...fields,
  };
}

/** Stores rows as the sync worker does: the patient's fields (and, once sealed, the values) sealed. */
async function store(...rows: ReportRow[]) {
  for (const row of rows) await db.report.put((await vault.seal('report', row)) ?? row);
}

let db: KundencenterDb;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

function setScreenWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

async function render(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({ uuid: 'reader', id: 7, permissions: [] }),
        children: [
          { path: 'patients', element: <PatientsPage /> },
          { path: 'patients/:patientId/cumulative', element: <CumulativePage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
  return router;
}

async function settle(check: () => unknown, attempts = 100) {
  for (let attempt = 1; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

const all = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)];
const columns = () => all('cumulative-column').map((cell) => cell.textContent);
const values = (code: string) =>
  [
    ...document.querySelectorAll(
      `[data-testid="cumulative-row"][data-code="${code}"] [data-testid="cumulative-value"]`,
    ),
  ].map((cell) => cell.textContent);

describe('the cumulative findings page', () => {
  it('shows the patient’s values from the mirror, newest sample first, flags as text', async () => {
    setScreenWidth(1366);
    await store(
      report('1', '2026-01-10', [potassium('4.1'), sodium('140')]),
      report('2', '2026-02-10', [potassium('5.4', { flag: 'H' }), sodium('139')]),
      report('9', '2026-02-11', [potassium('3.0')], { patient_id: 'someone-else' }),
    );
    await render('/backend/patients/patient-1/cumulative');
    await settle(() => expect(values('K')).toEqual(['5,4', '4,1']));
    expect(columns()[0]).toContain('10.02.2026');
    expect(document.body.textContent).toContain('Sommer, Lina');
    const flag = document.querySelector(
      '[data-testid="cumulative-row"][data-code="K"] [data-testid="result-flag"]',
    );
    expect(flag?.textContent).toContain('H');
    expect(flag?.textContent).toContain('hoch');
  });

  it('shows a new report’s values live while open', async () => {
    setScreenWidth(1366);
    await store(report('1', '2026-01-10', [potassium('4.1')]));
    await render('/backend/patients/patient-1/cumulative');
    await settle(() => expect(values('K')).toEqual(['4,1']));
    await store(report('3', '2026-03-01', [potassium('7.1', { flag: 'HH' })]));
    await settle(() => expect(values('K')).toEqual(['7,1', '4,1']));
  });

  it('never says the device holds no reports while it opens the patient’s rows', async () => {
    setScreenWidth(1366);
    // An id no other test stored: the page's cache of opened rows knows nothing of it yet.
    await store(report('77', '2026-01-10', [potassium('4.1')]));
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Outside act(), so every commit reaches the DOM as in the browser (act would batch them): its
    // own root, not the shared test root, whose renders run inside act.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    try {
      const router = createMemoryRouter(
        [{ path: '/backend/patients/:patientId/cumulative', element: <CumulativePage /> }],
        { initialEntries: ['/backend/patients/patient-1/cumulative'] },
      );
      root.render(<RouterProvider router={router} />);
      await vi.waitFor(() => expect(values('K')).toEqual(['4,1']), { timeout: 5_000 });
    } finally {
      observer.disconnect();
      globalThis.IS_REACT_ACT_ENVIRONMENT = true;
      act(() => root.unmount());
    }
    expect(texts.some((text) => text.includes('keine Befunde dieses Patienten'))).toBe(false);
  });

  it('pages the samples beyond six, so the table never scrolls sideways', async () => {
    setScreenWidth(1366);
    const months = ['01', '02', '03', '04', '05', '06', '07', '08'];
    await store(
      ...months.map((month, index) =>
        report(String(index + 1), `2026-${month}-10`, [potassium(`4.${index}`)]),
      ),
    );
    await render('/backend/patients/patient-1/cumulative');
    await settle(() => expect(values('K')).toEqual(['4,7', '4,6', '4,5', '4,4', '4,3', '4,2']));
    const paging = () => document.querySelector('[data-testid="cumulative-paging"]');
    const button = (name: string) =>
      [...(paging()?.querySelectorAll('button') ?? [])].find((element) => element.textContent === name);
    expect(paging()?.textContent).toContain('Proben 1–6 von 8');
    expect(button('Neuere Proben')?.disabled).toBe(true);
    await act(async () => button('Ältere Proben')?.click());
    expect(values('K')).toEqual(['4,5', '4,4', '4,3', '4,2', '4,1', '4,0']);
    expect(columns()[5]).toContain('10.01.2026');
    expect(paging()?.textContent).toContain('Proben 3–8 von 8');
    expect(button('Ältere Proben')?.disabled).toBe(true);
    await act(async () => button('Neuere Proben')?.click());
    expect(values('K')[0]).toBe('4,7');
  });

  it('shows one analyte at a time on a phone, its values as a list', async () => {
    setScreenWidth(390);
    await store(
      report('1', '2026-01-10', [potassium('4.1'), sodium('140')]),
      report('2', '2026-02-10', [potassium('4.6'), sodium('141')]),
    );
    await render('/backend/patients/patient-1/cumulative');
    await settle(() => expect(all('cumulative-value-item')).toHaveLength(2));
    expect(document.querySelector('[data-testid="cumulative-analyte"]')?.textContent).toBe('Kalium');
    expect(all('cumulative-table')).toHaveLength(0);
  });

  it('says when the patient’s reports carry no structured results', async () => {
    setScreenWidth(1366);
    await store(report('1', '2026-01-10', null));
    await render('/backend/patients/patient-1/cumulative');
    await settle(() => expect(all('cumulative-unstructured-only')).toHaveLength(1));
  });
});

describe('the patients page', () => {
  it('finds the doctor’s patients on the device by birth date and links their findings', async () => {
    await store(
      report('1', '2026-01-10', [potassium('4.1')]),
      report('2', '2026-01-11', [potassium('4.1')], {
        patient_id: 'patient-2',
        patient_data: { nachname: 'Winter', vorname: 'Paul', geburtsdatum: '1950-01-02', nummer: null },
      }),
    );
    await render('/backend/patients?q=14.07.1961');
    await settle(() => expect(all('patient-hit').map((hit) => hit.textContent)).toHaveLength(1));
    expect(all('patient-hit')[0]?.textContent).toContain('Sommer, Lina');
    expect(all('patient-hit')[0]?.querySelector('a')?.getAttribute('href')).toBe(
      '/backend/patients/patient-1/cumulative',
    );
  });
});
