// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission } from '../../../contract/permissions';
import { SyncEntity } from '../../../contract/sync';
import { isTicketStaff } from '../../../contract/ticketRules';
import type { TicketRecord } from '../../../contract/tickets';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import type { TicketCounts } from './ticketListView';
import { useServerTicketPages } from './useServerTicketPages';
import { useTicketCounts } from './useTicketCounts';

// The sync worker's vault, in this realm: it seals and caches what the page fetched.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const STAFF = [Permission.uploadReports, Permission.listTickets];
const admin = { id: 1, uuid: 'admin', titel: null, vorname: 'Ada', nachname: 'Admin' };
const weber = { id: 7, uuid: 'weber', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' };

/** A ticket admin closed for dr.weber: staff 'labor' neither created it nor received it. */
const closedByAdmin = (n: number): TicketRecord => ({
  id: n,
  uuid: `0b6f4a1e-7d0c-4a53-9a51-3b8f3c1d2e${String(n).padStart(2, '0')}`,
  subject: `Rückfrage Sommer ${n}`,
  content: 'Bitte den Befund erläutern.',
  category: { id: 1, name: 'Allgemein' },
  sub_category: null,
  priority: { id: 0, name: 'Gering', color: '#6b7280' },
  status: { id: 4, name: 'Erledigt', color: '#16a34a' },
  recipient: weber,
  recipient_is_staff: false,
  created_by: admin,
  last_edited_by: admin,
  created_at: `2026-03-${String(30 - n).padStart(2, '0')}T08:00:00.000Z`,
  updated_at: `2026-03-${String(30 - n).padStart(2, '0')}T09:00:00.000Z`,
  closed_at: `2026-03-${String(30 - n).padStart(2, '0')}T09:00:00.000Z`,
  closing_reason: 'Erledigt am Telefon',
  report_demand: null,
  unread: false,
  answers: [],
});

const COUNTS: TicketCounts = { open: 3, finished: 25, all: 28 };

/** `GET /api/tickets`: the closed list of 25 tickets, 10 per page, as the server pages it. */
function serveClosedTickets() {
  const all = Array.from({ length: 25 }, (_, index) => closedByAdmin(index + 1));
  const asked: string[] = [];
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(`${url.searchParams.get('status')}:${url.searchParams.get('page')}`);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('perPage'));
    const status = url.searchParams.get('status');
    const rows = status === 'finished' ? all : [];
    const data = rows.slice((page - 1) * perPage, page * perPage);
    const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
    const body = {
      data,
      meta: {
        current_page: page,
        per_page: perPage,
        from,
        to: from === null ? null : from + data.length - 1,
        last_page: Math.max(1, Math.ceil(rows.length / perPage)),
        path: 'http://localhost/api/tickets',
        links: [],
        total: rows.length,
        counts: COUNTS,
      },
    };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

let db: KundencenterDb;

/** What the hooks answered, rendered so the test reads it from the page. */
function Probe({ page, permissions }: { page: number; permissions: string[] }) {
  const total = useServerTicketPages('finished', page, 10, isTicketStaff(permissions));
  const counts = useTicketCounts({ permissions });
  return <output>{JSON.stringify({ total, counts: counts ?? null })}</output>;
}

const seen = (): { total: number | null; counts: TicketCounts | null } =>
  JSON.parse(document.querySelector('output')?.textContent ?? '{}');

async function render(page: number, permissions = STAFF) {
  await renderInTestRoot(<Probe page={page} permissions={permissions} />);
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

const mirroredSubjects = async () =>
  (await Promise.all((await db.ticket.toArray()).map((row) => vault.open(SyncEntity.ticket, row))))
    .map((row) => row?.subject)
    .sort();

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

describe("staff's closed tickets beyond what the device mirrors", () => {
  it('fetches the pages up to the one shown into the mirror, sealed, with the server total', async () => {
    const asked = serveClosedTickets();
    await render(2);
    await settle(() => expect(seen().total).toBe(25));
    // The total comes with the first answer; the worker's caching of both pages may still run.
    await settle(async () => expect(await db.ticket.count()).toBe(20));
    expect(asked.filter((query) => query.startsWith('finished'))).toEqual(['finished:1', 'finished:2']);
    // The worker cached them like pulled rows: keyed by uuid, subject and text sealed.
    const stored = await db.ticket.get(closedByAdmin(1).uuid);
    expect(stored?.subject).not.toBe('Rückfrage Sommer 1');
    expect((await mirroredSubjects()).slice(0, 2)).toEqual(['Rückfrage Sommer 1', 'Rückfrage Sommer 10']);

    // Paging on asks only for the page not fetched yet; the last page ends the list.
    await render(3);
    await settle(async () => expect(await db.ticket.count()).toBe(25));
    expect(asked.filter((query) => query.startsWith('finished'))).toEqual([
      'finished:1',
      'finished:2',
      'finished:3',
    ]);
  });

  it("counts staff's tickets as the server does while online, and the mirror's offline", async () => {
    serveClosedTickets();
    await render(1);
    await settle(() => expect(seen().counts).toEqual(COUNTS));

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    await settle(() => expect(seen().counts).toEqual({ open: 0, finished: 10, all: 10 }));
    vi.restoreAllMocks();
  });

  it('counts from the mirror for a doctor, who mirrors every ticket they see', async () => {
    const asked = serveClosedTickets();
    const row = await vault.seal(SyncEntity.ticket, { ...closedByAdmin(1), id: closedByAdmin(1).uuid });
    if (row) await db.ticket.put(row);
    await render(1, []);
    await settle(() => expect(seen().counts).toEqual({ open: 0, finished: 1, all: 1 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(asked).toEqual([]);
  });
});
