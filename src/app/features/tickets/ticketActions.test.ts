// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../../../contract/sync';
import type { TicketRecord } from '../../../contract/tickets';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxState } from '../../../db/outboxState';
import type { TicketMirrorRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { pull } from '../../../sync/pull';
import { replayOutbox } from '../../../sync/replayOutbox';
import type { SyncApi } from '../../../sync/SyncApi';
import { FakeSyncServer } from '../../../sync/testing/fakeSyncServer';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { ticketActions } from './ticketActions';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
// The vault of the worker, in this realm: what the actions store is sealed.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const weber = {
  id: 7,
  uuid: '7a1d0c52-1f0e-4b8a-9c3e-0d5b2f6a7e01',
  titel: 'Dr.',
  vorname: 'Anna',
  nachname: 'Weber',
};
const labor = {
  id: 2,
  uuid: '2b9e4d61-3c5a-4f7b-8d2e-1a6c9f0b3d02',
  titel: null,
  vorname: 'Lena',
  nachname: 'Labor',
};
const admin = {
  id: 1,
  uuid: '1c8f3e70-4d6b-4a8c-9e1f-2b7d0a4c5e03',
  titel: null,
  vorname: 'Adam',
  nachname: 'Admin',
};

const STATUSES = [
  { id: 1, name: 'Offen', color: '#2563eb' },
  { id: 2, name: 'Bearbeitung', color: '#d97706' },
  { id: 3, name: 'Rückmeldung', color: '#7c3aed' },
  { id: 4, name: 'Erledigt', color: '#16a34a' },
];

const ticket = (uuid: string): TicketRecord => ({
  id: 12,
  uuid,
  subject: 'Rückfrage Sommer, Lina',
  content: 'Bitte den Befund erläutern.',
  category: { id: 1, name: 'Allgemein' },
  sub_category: null,
  priority: { id: 0, name: 'Gering', color: '#6b7280' },
  status: { id: 1, name: 'Offen', color: '#2563eb' },
  recipient: labor,
  recipient_is_staff: true,
  created_by: weber,
  last_edited_by: null,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  closed_at: null,
  closing_reason: null,
  report_demand: null,
  unread: true,
  answers: [],
});

let db: KundencenterDb;
let server: FakeSyncServer;
const TICKET = '0b6f4a1e-7d0c-4a53-9a51-3b8f3c1d2e01';

/** The mirror as after a pull: the lookups and one ticket of dr.weber, sealed by the vault. */
beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  server = new FakeSyncServer();
  for (const status of STATUSES) server.put(SyncEntity.ticketStatus, String(status.id), status);
  server.put(SyncEntity.ticketPriority, '0', { id: 0, name: 'Gering', color: '#6b7280' });
  server.put(SyncEntity.ticketCategory, '1', { id: 1, name: 'Allgemein', parent_id: null });
  server.put(SyncEntity.ticket, TICKET, ticket(TICKET));
  await pull(db, server, {
    seal: async (entity, id, data) => (await vault.seal(entity, { ...data, id } as never)) as never,
  });
});

afterEach(() => closeUserDatabase());

const stored = async (uuid: string) => vault.open(SyncEntity.ticket, await db.ticket.get(uuid));
const queued = async () =>
  (await db.outbox.toArray()).map((row) => `${row.label}: ${row.method} ${row.path}`);

describe('opening a ticket', () => {
  it('shows it at once under the uuid the server adopts, addressed and open, and queues it sealed', async () => {
    const uuid = await ticketActions.create(
      {
        recipient: labor.uuid,
        subject: ' Kit fehlt ',
        content: 'Das Kit für Sommer fehlt.',
        category: 1,
        priority: 0,
      },
      weber,
      labor,
    );
    const sealed = await db.ticket.get(uuid);
    expect(JSON.stringify(sealed)).not.toMatch(/Kit|Sommer/);
    expect(await stored(uuid)).toMatchObject({
      uuid,
      subject: 'Kit fehlt',
      status: { id: 1, name: 'Offen' },
      priority: { id: 0, name: 'Gering' },
      category: { id: 1, name: 'Allgemein' },
      sub_category: null,
      recipient: labor,
      created_by: weber,
      unread: false,
      answers: [],
    });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      label: 'ticketCreate',
      method: 'POST',
      path: '/api/tickets',
      entityId: uuid,
    });
    expect(JSON.stringify(row?.body)).not.toContain('Sommer');
    expect(await vault.openBody('/api/tickets', row?.body)).toMatchObject({
      uuid,
      recipient: labor.uuid,
      subject: 'Kit fehlt',
      category: 1,
      priority: 0,
      sub_category: null,
    });
  });

  it('refuses a ticket without a recipient or with a short subject before anything is queued', async () => {
    const before = await db.outbox.count();
    await expect(
      ticketActions.create(
        { recipient: '', subject: 'Ab', content: 'Genug Text', category: 1, priority: 0 },
        weber,
        null,
      ),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(before);
  });
});

describe('the thread', () => {
  it('appends an answer, edits and deletes it by its uuid', async () => {
    const answer = await ticketActions.answer(TICKET, weber, 'Noch eine Frage zu Sommer.');
    let row = await stored(TICKET);
    expect(row?.answers).toMatchObject([{ id: 0, uuid: answer, kind: 'answer', author: weber }]);
    expect(row?.unread).toBe(false);
    await ticketActions.editAnswer(TICKET, answer, 'Die Frage ist geklärt.');
    row = await stored(TICKET);
    expect(row?.answers[0]?.content).toBe('Die Frage ist geklärt.');
    await ticketActions.deleteAnswer(TICKET, answer);
    expect((await stored(TICKET))?.answers).toEqual([]);
    expect(await queued()).toEqual([
      `ticketAnswer: POST /api/tickets/${TICKET}/answer`,
      `ticketAnswerEdit: PUT /api/tickets/${TICKET}/answer/${answer}`,
      `ticketAnswerDelete: DELETE /api/tickets/${TICKET}/answer/${answer}`,
    ]);
  });
});

describe("staff's actions", () => {
  it('accept, forward, close with a reason and reopen, each recorded in the thread at once', async () => {
    await ticketActions.accept(TICKET, labor);
    expect((await stored(TICKET))?.status).toMatchObject({ id: 2, name: 'Bearbeitung' });
    await ticketActions.forward(TICKET, labor, admin);
    expect((await stored(TICKET))?.recipient).toEqual(admin);
    await ticketActions.close(TICKET, admin, 'Erledigt am Telefon');
    let row = await stored(TICKET);
    expect(row).toMatchObject({ status: { id: 4 }, closing_reason: 'Erledigt am Telefon' });
    await ticketActions.reopen(TICKET, admin);
    row = await stored(TICKET);
    // As the server: reopening clears the closing time and reason.
    expect(row).toMatchObject({ status: { id: 1 }, closed_at: null, closing_reason: null });
    expect(row?.answers.map((entry) => entry.kind)).toEqual(['accepted', 'forwarded', 'closed', 'reopened']);
    expect(row?.answers[1]?.forwarded_to).toEqual(admin);

    const rows = await db.outbox.toArray();
    expect(rows.map((item) => `${item.label}: ${item.method} ${item.path}`)).toEqual([
      `ticketAccept: PUT /api/tickets/${TICKET}`,
      `ticketForward: PUT /api/tickets/${TICKET}`,
      `ticketClose: PUT /api/tickets/${TICKET}`,
      `ticketReopen: PUT /api/tickets/${TICKET}`,
    ]);
    const bodies = await Promise.all(rows.map((item) => vault.openBody(item.path, item.body)));
    expect(bodies).toEqual([
      { status: 2 },
      { recipient: admin.uuid },
      { status: 4, closing_reason: 'Erledigt am Telefon' },
      { status: 1 },
    ]);
  });

  it('accepting re-addresses a ticket addressed to staff to the one who accepts, as the server does', async () => {
    await ticketActions.accept(TICKET, admin);
    expect(await stored(TICKET)).toMatchObject({
      status: { id: 2, name: 'Bearbeitung' },
      recipient: admin,
      last_edited_by: admin,
    });
  });

  it('accepting leaves a ticket addressed to a doctor with the doctor, who would lose it otherwise', async () => {
    server.put(SyncEntity.ticket, TICKET, {
      ...ticket(TICKET),
      created_by: labor,
      recipient: weber,
      recipient_is_staff: false,
    });
    await pull(db, server, {
      seal: async (entity, id, data) => (await vault.seal(entity, { ...data, id } as never)) as never,
    });
    await ticketActions.accept(TICKET, admin);
    const row = await stored(TICKET);
    expect(row).toMatchObject({ status: { id: 2 }, recipient: weber });
    expect(row?.answers.map((entry) => [entry.kind, entry.author?.uuid])).toEqual([['accepted', admin.uuid]]);
  });

  it('choosing status in progress in the edit form does what accepting does: the row shows it', async () => {
    await ticketActions.update(TICKET, admin, { status: 2 });
    expect(await stored(TICKET)).toMatchObject({ status: { id: 2 }, recipient: admin });
    expect((await stored(TICKET))?.answers.map((entry) => entry.kind)).toEqual(['accepted']);
  });

  it('an edit that moves a Befund ticket to another category drops its sub category, as the server does', async () => {
    server.put(SyncEntity.ticket, TICKET, {
      ...ticket(TICKET),
      category: { id: 2, name: 'Befund' },
      sub_category: 'Rechnung',
    });
    await pull(db, server, {
      seal: async (entity, id, data) => (await vault.seal(entity, { ...data, id } as never)) as never,
    });
    await ticketActions.update(TICKET, labor, { category: 1 });
    expect(await stored(TICKET)).toMatchObject({
      category: { id: 1, name: 'Allgemein' },
      sub_category: null,
    });
  });

  it('an edit sends only the changed fields', async () => {
    await ticketActions.update(TICKET, labor, { priority: 0, subject: 'Neuer Betreff' });
    const [row] = await db.outbox.toArray();
    expect(await vault.openBody(row?.path ?? '', row?.body)).toEqual({
      priority: 0,
      subject: 'Neuer Betreff',
    });
    expect((await stored(TICKET))?.subject).toBe('Neuer Betreff');
  });

  it('deleting takes the ticket off the list at once; reading it clears its unread mark', async () => {
    await ticketActions.markRead(TICKET);
    expect((await db.ticket.get(TICKET))?.unread).toBe(false);
    await ticketActions.remove(TICKET);
    expect(await db.ticket.get(TICKET)).toBeUndefined();
    expect(await queued()).toEqual([
      'ticketRead: POST /api/tickets/read',
      `ticketDelete: DELETE /api/tickets/${TICKET}`,
    ]);
  });
});

describe('a queued action the server refuses', () => {
  /** The server of the ticket closed meanwhile: every write on it is refused with 409. */
  const refusing = (status: number, message: string): SyncApi => ({
    get: (path) => server.get(path),
    send: async () => ({ status, headers: new Headers(), body: { message } }),
  });

  it.each([
    [409, 'Das Ticket ist erledigt.'],
    [403, 'Keine Berechtigung.'],
    [404, 'Nicht gefunden.'],
  ])('rolls the answer back and keeps it in "Nicht gesendet" with the text (%i)', async (status, message) => {
    await ticketActions.answer(TICKET, weber, 'Eine Antwort, die nicht ankommt.');
    expect((await stored(TICKET))?.answers).toHaveLength(1);

    await replayOutbox(db, refusing(status, message), {
      getXsrfToken: () => 'xsrf',
      openBody: (row) => vault.openBody(row.path, row.body),
    });

    const row = (await stored(TICKET)) as TicketMirrorRow;
    expect(row.answers).toEqual([]);
    expect(row.unread).toBe(true);
    const [rejected] = await db.outbox.toArray();
    expect(rejected).toMatchObject({
      state: OutboxState.rejected,
      label: 'ticketAnswer',
      error: { status, message },
    });
    expect(await vault.openBody(rejected?.path ?? '', rejected?.body)).toMatchObject({
      content: 'Eine Antwort, die nicht ankommt.',
    });
  });

  it('brings a deleted ticket back when the delete is refused', async () => {
    await ticketActions.remove(TICKET);
    await replayOutbox(db, refusing(403, 'Keine Berechtigung.'), { getXsrfToken: () => 'xsrf' });
    expect((await stored(TICKET))?.subject).toBe('Rückfrage Sommer, Lina');
  });
});
