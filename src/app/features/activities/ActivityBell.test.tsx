// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationType } from '../../../contract/activities';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { NotificationRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { ActivityBell } from './ActivityBell';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';

vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
}));

const ticketComment: NotificationRow = {
  id: '0b7c1f4e-0000-4000-8000-000000000001',
  type: NotificationType.ticketComment,
  data: { params: { id: 42, author: 'Dr. Anna Berger' }, ticket: { uuid: 'ticket-42' } },
  read_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};
const reportUploaded: NotificationRow = {
  id: '0b7c1f4e-0000-4000-8000-000000000002',
  type: NotificationType.reportUploaded,
  data: { params: { befundId: '2026-0041' }, report: { id: 7 } },
  read_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-20T07:00:00.000Z',
};
/** Stored before kinds had parameters: its text, in the language of its day. */
const legacy: NotificationRow = {
  id: '0b7c1f4e-0000-4000-8000-000000000003',
  type: NotificationType.postMoved,
  data: { message: 'Ihr Beitrag „Frage zu Vitamin D“ wurde verschoben.' },
  read_at: '2026-11-19T09:00:00.000Z',
  created_at: '2026-11-19T07:00:00.000Z',
};

let db: KundencenterDb;

beforeEach(async () => {
  await i18nReady;
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  await db.notification.bulkPut([ticketComment, reportUploaded, legacy]);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

async function openBell() {
  const router = createMemoryRouter([{ path: '/', element: <ActivityBell /> }]);
  await renderInTestRoot(<RouterProvider router={router} />);
  await act(async () => document.querySelector('button')?.click());
  await vi.waitFor(() => expect(items()).toHaveLength(3));
}

const items = () => [...document.querySelectorAll('li')].map((item) => item.querySelector('p')?.textContent);

describe('the activities bell', () => {
  it('renders each notification from its kind and parameters in German', async () => {
    await i18n.changeLanguage('de');
    await openBell();
    expect(items()).toEqual([
      'Neue Antwort im Ticket #42 von Dr. Anna Berger.',
      'Neuer Befund 2026-0041 ist eingegangen.',
      'Ihr Beitrag „Frage zu Vitamin D“ wurde verschoben.',
    ]);
  });

  it('renders them in English in the English interface, and again when the reader switches language', async () => {
    await i18n.changeLanguage('en');
    await openBell();
    expect(items()).toEqual([
      'New answer in ticket #42 from Dr. Anna Berger.',
      'New report 2026-0041 has arrived.',
      // An old notification keeps the one text it has.
      'Ihr Beitrag „Frage zu Vitamin D“ wurde verschoben.',
    ]);
    await act(async () => i18n.changeLanguage('de'));
    expect(items().slice(0, 2)).toEqual([
      'Neue Antwort im Ticket #42 von Dr. Anna Berger.',
      'Neuer Befund 2026-0041 ist eingegangen.',
    ]);
  });
});
