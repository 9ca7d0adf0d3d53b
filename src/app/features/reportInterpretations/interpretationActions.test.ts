// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { ReportRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { SyncEntity } from '../../../contract/sync';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { interpretationActions } from './interpretationActions';

// The vault of the worker, in this realm (issue 7): a request's note is stored sealed.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const report: ReportRow = {
  id: '41',
  uuid: 'r-41',
  befund_id: '2026-0041',
  patient_data: { nachname: 'Sommer', vorname: 'Lina', geburtsdatum: null },
  filename: 'A-100483_2026-0041_Sommer_Lina.pdf',
  filesize: 3,
  version: 1,
  user: { id: 7, uuid: 'u-weber', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' },
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  read_at: null,
  downloadable_until: '2026-09-01T08:00:00.000Z',
};
const DATE = '2026-12-01T09:30:00+01:00';

let db: KundencenterDb;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
});

afterEach(() => closeUserDatabase());

describe('interpretation requests', () => {
  it('shows the doctor request at once as open, under the uuid the server will adopt', async () => {
    const uuid = await interpretationActions.request(report, { preferredDates: [DATE], note: '' });
    expect(await db.reportInterpretation.get(uuid)).toMatchObject({
      befundId: '2026-0041',
      preferred_dates: [DATE],
      note: null,
      pending: true,
    });
    const queued = await db.outbox.toArray();
    expect(queued).toMatchObject([
      {
        method: 'POST',
        path: '/api/finding-interpretations/request',
        entityId: uuid,
        label: 'interpretationRequest',
      },
    ]);
    expect(await vault.openBody('/api/finding-interpretations/request', queued[0]?.body)).toEqual({
      uuid,
      report_id: 41,
      preferred_dates: [DATE],
      note: null,
    });
  });

  it('stores the note sealed', async () => {
    const uuid = await interpretationActions.request(report, { preferredDates: [DATE], note: 'Herr Sommer' });
    const sealed = await db.reportInterpretation.get(uuid);
    expect(JSON.stringify(sealed)).not.toContain('Sommer');
    expect(await vault.open(SyncEntity.reportInterpretation, sealed)).toMatchObject({ note: 'Herr Sommer' });
  });

  it('refuses a request with more than three dates before anything is queued', async () => {
    const request = interpretationActions.request(report, {
      preferredDates: [DATE, DATE, DATE, DATE],
      note: '',
    });
    await expect(request).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets staff mark a request done, which reads it, and the doctor withdraw one', async () => {
    const done = await interpretationActions.request(report, { preferredDates: [DATE], note: 'vormittags' });
    const withdrawn = await interpretationActions.request(report, { preferredDates: [DATE], note: '' });
    await interpretationActions.update(done, { status: 'done' });
    await interpretationActions.withdraw(withdrawn);
    expect(await db.reportInterpretation.get(done)).toMatchObject({ done: true, pending: false });
    expect((await db.reportInterpretation.get(done))?.read_at).not.toBeNull();
    expect(await db.reportInterpretation.get(withdrawn)).toBeUndefined();
    const requests = (await db.outbox.toArray())
      .slice(2)
      .map((row) => [row.method, row.path, row.body, row.label]);
    expect(requests).toEqual([
      ['PUT', `/api/finding-interpretations/${done}`, { status: 'done' }, 'interpretationUpdate'],
      ['DELETE', `/api/finding-interpretations/${withdrawn}`, undefined, 'interpretationWithdraw'],
    ]);
  });
});
