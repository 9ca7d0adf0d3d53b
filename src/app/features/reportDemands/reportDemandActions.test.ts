// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { ReportRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { SyncEntity } from '../../../contract/sync';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { reportDemandActions } from './reportDemandActions';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
// The vault of the worker, in this realm (issue 7): what the actions store is sealed.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const weber = { id: 7, uuid: 'u-weber', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' };
const labor = { id: 2, uuid: 'u-labor', titel: null, vorname: 'Lena', nachname: 'Labor' };

const report: ReportRow = {
  id: '41',
  uuid: 'r-41',
  befund_id: '2026-0041',
  patient_data: { nachname: 'Sommer', vorname: 'Lina', geburtsdatum: null },
  filename: 'A-100483_2026-0041_Sommer_Lina.pdf',
  filesize: 3,
  version: 1,
  user: weber,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  read_at: null,
  downloadable_until: '2026-09-01T08:00:00.000Z',
};

let db: KundencenterDb;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
});

const stored = async (uuid: string) => vault.open(SyncEntity.reportDemand, await db.reportDemand.get(uuid));

afterEach(() => closeUserDatabase());

describe('asking a question on a report', () => {
  it('shows the demand at once under the uuid the server will adopt, and queues the request', async () => {
    const uuid = await reportDemandActions.ask(report, weber, { subject: 'invoice', message: ' Warum? ' });
    const sealed = await db.reportDemand.get(uuid);
    expect(JSON.stringify(sealed)).not.toMatch(/Sommer|Warum/);
    const row = await stored(uuid);
    expect(row).toMatchObject({
      befundId: '2026-0041',
      subject: 'invoice',
      archivedAt: null,
      hasUnreadMessages: false,
      reportData: { ref_nr: '2026-0041', patient: { nachname: 'Sommer', vorname: 'Lina' } },
    });
    expect(row?.messages).toMatchObject([{ author: weber, message: 'Warum?' }]);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      method: 'POST',
      path: '/api/reports/demands',
      entity: 'reportDemand',
      entityId: uuid,
      label: 'demandCreate',
    });
    expect(JSON.stringify(queued?.body)).not.toContain('Warum');
    const body = await vault.openBody('/api/reports/demands', queued?.body);
    expect(body).toMatchObject({ uuid, report_id: 41, subject: 'invoice', message: 'Warum?' });
    expect((body as { message_uuid: string }).message_uuid).toBe(row?.messages[0]?.messageUuid);
  });

  it('refuses a question without a message before anything is queued', async () => {
    await expect(
      reportDemandActions.ask(report, weber, { subject: 'general', message: '  ' }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reportDemand.count()).toBe(0);
  });
});

describe('the conversation', () => {
  it('appends a reply, reads the conversation, and edits and deletes by the message uuid', async () => {
    const uuid = await reportDemandActions.ask(report, weber, { subject: 'general', message: 'Frage' });
    await db.reportDemand.update(uuid, { hasUnreadMessages: true });
    await reportDemandActions.send(uuid, labor, 'Antwort');
    let row = await stored(uuid);
    expect(row?.messages.map((message) => message.message)).toEqual(['Frage', 'Antwort']);
    expect(row?.hasUnreadMessages).toBe(false);

    const questionUuid = row?.messages[0]?.messageUuid as string;
    const replyUuid = row?.messages[1]?.messageUuid as string;
    await reportDemandActions.edit(uuid, replyUuid, 'Neue Antwort');
    await reportDemandActions.remove(uuid, questionUuid);
    row = await stored(uuid);
    expect(row?.messages.map((message) => message.message)).toEqual(['Neue Antwort']);

    const requests = (await db.outbox.toArray()).map(
      (queued) => `${queued.label}: ${queued.method} ${queued.path}`,
    );
    expect(requests).toEqual([
      'demandCreate: POST /api/reports/demands',
      'demandMessageSend: POST /api/reports/demand-messages',
      `demandMessageEdit: PUT /api/reports/demand-messages/${replyUuid}`,
      `demandMessageDelete: DELETE /api/reports/demand-messages/${questionUuid}`,
    ]);
  });

  it('archives the demand, and a ticket archives it too', async () => {
    const first = await reportDemandActions.ask(report, weber, { subject: 'general', message: 'Eins' });
    const second = await reportDemandActions.ask(report, weber, { subject: 'general', message: 'Zwei' });
    await reportDemandActions.archive(first);
    await reportDemandActions.createTicket(second);
    expect((await db.reportDemand.get(first))?.archivedAt).not.toBeNull();
    expect((await db.reportDemand.get(second))?.archivedAt).not.toBeNull();
    const paths = (await db.outbox.toArray())
      .slice(2)
      .map((queued) => `${queued.label}: ${queued.method} ${queued.path}`);
    expect(paths).toEqual([
      `demandArchive: PUT /api/reports/demands/${first}/archive`,
      `demandTicket: POST /api/reports/demands/${second}/ticket`,
    ]);
  });
});
