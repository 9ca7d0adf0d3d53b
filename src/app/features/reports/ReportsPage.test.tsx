// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { ReportRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import i18n, { i18nReady } from '../../i18n/i18n';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import ReportsPage from './ReportsPage';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
// The vault of the worker, in this realm (issue 7): PDFs on the device are sealed.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

function report(id: string, fields: Partial<ReportRow> = {}): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `2026-00${id}`,
    patient_data: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1980-05-03' },
    filename: `A-100483_2026-00${id}_Mustermann_Erika.pdf`,
    filesize: 3,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: 'Dr.', vorname: 'Anna', nachname: 'Berger' },
    created_at: `2026-03-0${id}T08:00:00.000Z`,
    updated_at: `2026-03-0${id}T08:00:00.000Z`,
    read_at: null,
    downloadable_until: `2026-09-0${id}T08:00:00.000Z`,
    ...fields,
  };
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
  vi.unstubAllGlobals();
});

/** Who is signed in (the backend route's loader): by default the reports' doctor, id 7. */
async function renderPage(
  query = '',
  reader: { id: number; permissions: string[] } = { id: 7, permissions: [] },
) {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({ uuid: 'reader', ...reader }),
        children: [{ path: 'reports', element: <ReportsPage /> }],
      },
    ],
    { initialEntries: [`/backend/reports${query}`] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
  return router;
}

/** The lists choose table or cards by the screen's width (components/useWideScreen.ts). */
function setScreenWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

const rows = () =>
  [...document.querySelectorAll('[data-testid="report-row"]')].map((row) =>
    row.getAttribute('data-befund-id'),
  );
const text = () => document.body.textContent ?? '';
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/**
 * Waits for live queries and downloads to land: time passes inside act, so React applies what
 * arrived, and the check runs between those steps.
 */
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

describe('the reports overview page', () => {
  it("lists the mirror's reports newest first with the unread count, and says when none is unread", async () => {
    await db.report.bulkPut([report('1', { read_at: '2026-03-02T10:00:00.000Z' }), report('2')]);
    await renderPage();
    await settle(() => expect(rows()).toEqual(['2026-002', '2026-001']));
    expect(document.querySelector('[data-testid="reports-unread-count"]')?.textContent).toBe(
      '1 ungelesener Befund',
    );

    await act(() => db.report.update('2', { read_at: '2026-03-03T10:00:00.000Z' }));
    await act(async () => button('Nur ungelesene').click());
    await settle(() => expect(text()).toContain('Keine ungelesenen Befunde.'));
  });

  it('takes the search from the route query and sorts by a clicked column, keeping it in the URL', async () => {
    setScreenWidth(1366);
    await db.report.bulkPut([
      report('1', { patient_data: { nachname: 'Zander', vorname: 'Otto', geburtsdatum: null } }),
      report('2'),
      report('3', { patient_data: { nachname: 'Albers', vorname: 'Jana', geburtsdatum: null } }),
    ]);
    const router = await renderPage('?search=zander');
    await settle(() => expect(rows()).toEqual(['2026-001']));
    expect((document.querySelector('input[type="search"]') as HTMLInputElement).value).toBe('zander');

    await act(async () => router.navigate('/backend/reports'));
    await settle(() => expect(rows()).toHaveLength(3));
    await act(async () => button('Patient').click());
    await settle(() => expect(rows()).toEqual(['2026-003', '2026-002', '2026-001']));
    expect(router.state.location.search).toBe('?sortBy=patient&sortDesc=false');
  });

  it('shows cards with a sort select on a phone, where the table ran off the screen', async () => {
    setScreenWidth(390);
    await db.report.bulkPut([
      report('1', { patient_data: { nachname: 'Zander', vorname: 'Otto', geburtsdatum: null } }),
      report('3', { patient_data: { nachname: 'Albers', vorname: 'Jana', geburtsdatum: null } }),
    ]);
    const router = await renderPage();
    await settle(() => expect(rows()).toHaveLength(2));
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('li[data-testid="report-row"]')).not.toBeNull();
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(select.closest('div')?.textContent).toContain('Sortieren nach');
    await act(async () => {
      select.value = 'patient:false';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() => expect(rows()).toEqual(['2026-003', '2026-001']));
    expect(router.state.location.search).toBe('?sortBy=patient&sortDesc=false');
  });

  it('says so when there are no reports at all', async () => {
    await renderPage();
    await settle(() => expect(text()).toContain('Es liegen noch keine Befunde vor.'));
  });
});

describe('opening a report', () => {
  it('shows the PDF held on the device in the viewer and marks the unread report read', async () => {
    await db.report.put(report('4'));
    const bytes = await vault.sealFile('4', new Uint8Array([37, 80, 68]).buffer);
    await db.reportFile.put({ id: '4', version: 1, bytes, storedAt: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await renderPage();
    await settle(() =>
      expect(document.querySelector('[data-testid="report-offline-available"]')).not.toBeNull(),
    );

    await act(async () =>
      (document.querySelector('button[title="Befund 2026-004 öffnen"]') as HTMLElement).click(),
    );
    const viewer = () => document.querySelector('[data-testid="report-viewer"]');
    await settle(() => expect(viewer()?.textContent).toContain('Befund 2026-004'));
    await settle(() =>
      expect(document.querySelector<HTMLIFrameElement>('[data-testid="report-pdf"]')?.src).toMatch(/^blob:/),
    );
    expect(viewer()?.textContent).toContain('Patient: Mustermann, Erika');
    await settle(async () => expect((await db.report.get('4'))?.read_at).not.toBeNull());
    expect(await db.outbox.count()).toBe(1);
    // Nothing of the report went over the network; the laboratory's name (for the export buttons) may be asked.
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url !== '/api/config')).toEqual([]);
  });

  it('marks nothing read when staff open a doctor’s unread report', async () => {
    await db.report.put(report('4'));
    const bytes = await vault.sealFile('4', new Uint8Array([37, 80, 68]).buffer);
    await db.reportFile.put({ id: '4', version: 1, bytes, storedAt: 1 });
    await renderPage('', { id: 2, permissions: [] });
    await settle(() => expect(rows()).toEqual(['2026-004']));
    await act(async () =>
      (document.querySelector('button[title="Befund 2026-004 öffnen"]') as HTMLElement).click(),
    );
    await settle(() =>
      expect(document.querySelector<HTMLIFrameElement>('[data-testid="report-pdf"]')?.src).toMatch(/^blob:/),
    );
    expect((await db.report.get('4'))?.read_at).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows staff the one unread count of the sidebar and the dashboard, not the server page's", async () => {
    const recent = new Date(Date.now() - 86_400_000).toISOString();
    const old = new Date(Date.now() - 60 * 86_400_000).toISOString();
    await db.report.bulkPut([
      report('1', { created_at: recent }),
      report('2', { created_at: recent, read_at: recent }),
      // An older page the list fetched online and cached: outside the staff window.
      report('3', { created_at: old }),
    ]);
    // The server counts every unread report of every practice, whatever its age.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: {
            current_page: 1,
            data: [],
            per_page: 20,
            from: null,
            to: null,
            last_page: 1,
            path: 'http://localhost/api/befunde',
            links: [],
            total: 3,
          },
          meta: { unread: 57 },
        }),
      ),
    );
    await renderPage('', { id: 2, permissions: ['list reports', 'upload reports'] });
    await settle(() =>
      expect(document.querySelector('[data-testid="reports-unread-count"]')?.textContent).toBe(
        '1 ungelesener Befund der letzten 14 Tage',
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(document.querySelector('[data-testid="reports-unread-count"]')?.textContent).toBe(
      '1 ungelesener Befund der letzten 14 Tage',
    );
  });

  it('says that a report is not available offline when the device lacks it and the network is gone', async () => {
    await db.report.put(report('5'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await renderPage();
    await settle(() => expect(rows()).toEqual(['2026-005']));
    expect(document.querySelector('[data-testid="report-offline-available"]')).toBeNull();

    await act(async () =>
      (document.querySelector('button[title="Befund 2026-005 öffnen"]') as HTMLElement).click(),
    );
    await settle(() =>
      expect(document.querySelector('[data-testid="report-viewer"]')?.textContent).toContain(
        'Dieser Befund ist auf diesem Gerät nicht offline verfügbar.',
      ),
    );
    expect((await db.report.get('5'))?.read_at).toBeNull();
  });
});
