import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity, SyncOp } from '../contract/sync';
import { KundencenterDb } from '../db/KundencenterDb';
import { MetaKey } from '../db/metaKeys';
import type { OrderDraftRow, ReportInterpretationRow, ReportRow } from '../db/rows';
import { VaultKeeper } from '../vault/vaultKeeper';
import { createVaultWorkerApi, VaultLockedError, type VaultWorkerApi } from './vaultWorkerApi';

const PASSWORD = 'Demo#Arzt2026';
const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);
const pdf = (content: string) => new TextEncoder().encode(content).buffer as ArrayBuffer;

function report(id: string, nachname: string): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `2026-00${id}`,
    patient_data: { nachname, vorname: 'Lukas', geburtsdatum: null },
    filename: `A-1_2026-00${id}_${nachname}_Lukas.pdf`,
    filesize: 3,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: null, vorname: 'Anna', nachname: 'Berger' },
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    read_at: null,
    downloadable_until: '2026-09-01T08:00:00.000Z',
  };
}

let uuid: string;
let db: KundencenterDb;
let vault: VaultWorkerApi;
let fetchFn: ReturnType<typeof vi.fn>;
let unlocked: string[];

beforeEach(async () => {
  uuid = crypto.randomUUID();
  db = new KundencenterDb(`vault-api-${uuid}`);
  await db.open();
  fetchFn = vi.fn();
  unlocked = [];
  const openDatabase = () => Promise.resolve(db);
  vault = createVaultWorkerApi({
    keeper: new VaultKeeper({ iterations: 1_000, openDatabase, wipeDatabase: () => Dexie.delete(db.name) }),
    openDatabase,
    onUnlocked: (user) => unlocked.push(user),
    fetch: fetchFn as unknown as typeof fetch,
  });
});
afterEach(() => db.close());

describe('the vault in the sync worker', () => {
  it('opens at sign-in, tells the worker it may sync, and seals and opens rows for the page', async () => {
    expect(await vault.state(uuid)).toBe('absent');
    expect(await vault.open(uuid, PASSWORD)).toBe('created');
    expect(unlocked).toEqual([uuid]);
    const rows = [report('7', 'Hoffmann'), report('8', 'Sommer')];
    const sealed: ReportRow[] = await vault.seal(uuid, SyncEntity.report, rows);
    expect(sealed.map((row) => row.befund_id)).toEqual(['2026-007', '2026-008']);
    expect(JSON.stringify(sealed)).not.toMatch(/Hoffmann|Sommer/);
    expect(await vault.unseal(uuid, SyncEntity.report, sealed)).toEqual(rows);
  });

  it('seals and opens each entity with its own fields, in one batch per call', async () => {
    await vault.open(uuid, PASSWORD);
    const interpretation: ReportInterpretationRow = {
      id: 'i-1',
      uuid: 'i-1',
      report: { id: 7, uuid: 'uuid-7', befund_id: '2026-007' },
      befundId: '2026-007',
      doctor: report('7', 'Hoffmann').user,
      preferred_dates: ['2026-03-10'],
      note: 'Herr Hoffmann ist nur vormittags erreichbar',
      done: false,
      cancelled: false,
      done_at: null,
      cancelled_at: null,
      read_at: null,
      pending: true,
      created_at: '2026-03-01T08:00:00.000Z',
      updated_at: '2026-03-01T08:00:00.000Z',
    };
    const [sealed, other] = await vault.seal(uuid, SyncEntity.reportInterpretation, [
      interpretation,
      { ...interpretation, id: 'i-2', uuid: 'i-2', note: null },
    ]);
    expect(JSON.stringify(sealed)).not.toContain('Hoffmann');
    expect(sealed?.befundId).toBe('2026-007');
    expect(other?.note).toBeNull();
    expect(await vault.unseal(uuid, SyncEntity.reportInterpretation, sealed ? [sealed] : [])).toEqual([
      interpretation,
    ]);
    expect(await vault.seal(uuid, SyncEntity.report, [])).toEqual([]);
  });

  it('seals a device-only table’s declared fields too: an order draft’s form, bound to its own row', async () => {
    await vault.open(uuid, PASSWORD);
    const draft: OrderDraftRow = {
      id: 'draft-1',
      number: '2600000007',
      content: { patient: { nachname: 'Hoffmann', vorname: 'Lukas' } },
      updatedAt: 1,
    };
    const [sealed] = await vault.sealDeviceRows(uuid, 'orderDraft', [draft]);
    expect(JSON.stringify(sealed)).not.toContain('Hoffmann');
    expect(sealed).toMatchObject({ id: 'draft-1', number: '2600000007', updatedAt: 1 });
    expect(await vault.unsealDeviceRows(uuid, 'orderDraft', sealed ? [sealed] : [])).toEqual([draft]);
    const moved = { ...sealed, id: 'draft-2' } as OrderDraftRow;
    await expect(vault.unsealDeviceRows(uuid, 'orderDraft', [moved])).rejects.toThrow();
    await vault.lock();
    await expect(vault.sealDeviceRows(uuid, 'orderDraft', [draft])).rejects.toBeInstanceOf(VaultLockedError);
  });

  it('caches a server page in the mirror sealed, keeping the optimistic row of an entity with queued actions', async () => {
    await vault.open(uuid, PASSWORD);
    const optimistic = { ...report('8', 'Sommer'), read_at: '2026-03-02T08:00:00.000Z' };
    await db.report.put(optimistic);
    await db.held.put({
      entity: SyncEntity.report,
      id: '8',
      op: SyncOp.put,
      data: { ...report('8', 'Sommer') },
    });

    await vault.cacheServerRows(uuid, SyncEntity.report, [report('7', 'Hoffmann'), report('8', 'Sommer')]);

    const stored = await db.report.get('7');
    expect(stored?.befund_id).toBe('2026-007');
    expect(JSON.stringify(stored)).not.toContain('Hoffmann');
    expect(await vault.unseal(uuid, SyncEntity.report, stored ? [stored] : [])).toEqual([
      report('7', 'Hoffmann'),
    ]);
    // The queued row keeps its optimistic version; the server's page becomes its held version, sealed.
    expect(await db.report.get('8')).toEqual(optimistic);
    const held = await db.held.get([SyncEntity.report, '8']);
    expect(held?.data?.['befund_id']).toBe('2026-008');
    expect(JSON.stringify(held)).not.toContain('Sommer');
  });

  it('caches a write’s answer, but not over what a pull brought since that write', async () => {
    await vault.open(uuid, PASSWORD);
    await db.report.put(report('7', 'Neu'));
    await db.meta.put({ key: MetaKey.cursor, value: 'e0.08' });
    await vault.cacheServerRows(uuid, SyncEntity.report, [report('7', 'Alt')], 'e0.05');
    expect((await db.report.get('7'))?.patient_data).toEqual(report('7', 'Neu').patient_data);
    await vault.cacheServerRows(uuid, SyncEntity.report, [report('7', 'Später')], 'e0.09');
    const [stored] = await vault.unseal(uuid, SyncEntity.report, [(await db.report.get('7')) as ReportRow]);
    expect(stored?.patient_data.nachname).toBe('Später');
  });

  it('caches nothing while locked', async () => {
    await vault.open(uuid, PASSWORD);
    await vault.lock();
    await expect(
      vault.cacheServerRows(uuid, SyncEntity.report, [report('7', 'Hoffmann')]),
    ).rejects.toBeInstanceOf(VaultLockedError);
    expect(await db.report.count()).toBe(0);
  });

  it('refuses to open anything while locked', async () => {
    await vault.open(uuid, PASSWORD);
    await vault.lock();
    expect(await vault.state(uuid)).toBe('locked');
    await expect(vault.unseal(uuid, SyncEntity.report, [])).rejects.toBeInstanceOf(VaultLockedError);
    expect(await vault.unlock(uuid, PASSWORD)).toEqual({ ok: true });
  });

  it('opens by a passkey’s PRF output (issue 29), tells the worker it may sync, and forgets a removed one', async () => {
    await vault.open(uuid, PASSWORD);
    const target = { credentialId: 'cred-1', prfSalt: 'c2FsdA' };
    const prf = crypto.getRandomValues(new Uint8Array(32)).buffer;
    await vault.addPasskeyUnlock(uuid, PASSWORD, target, prf);
    await vault.lock();
    unlocked = [];
    expect(await vault.passkeyUnlocks(uuid)).toEqual([target]);
    expect(await vault.unlockWithPasskey(uuid, 'cred-1', prf)).toBe(true);
    expect(unlocked).toEqual([uuid]);
    expect(await vault.state(uuid)).toBe('unlocked');
    await vault.removePasskeyUnlock(uuid, 'cred-1');
    await vault.lock();
    expect(await vault.passkeyUnlocks(uuid)).toEqual([]);
    expect(await vault.unlockWithPasskey(uuid, 'cred-1', prf)).toBe(false);
  });

  it('keeps a fetched PDF sealed on the device and opens it offline', async () => {
    await vault.open(uuid, PASSWORD);
    fetchFn.mockResolvedValue(new Response(pdf('%PDF-1.7 Hoffmann'), { status: 200 }));
    const fetched = await vault.downloadReportPdf(uuid, '17', 2);
    expect(fetched.ok && text(fetched.bytes)).toBe('%PDF-1.7 Hoffmann');
    expect(fetchFn).toHaveBeenCalledWith('/api/befunde/17/file', expect.anything());
    const stored = await db.reportFile.get('17');
    expect(stored?.version).toBe(2);
    expect(text(stored?.bytes ?? new ArrayBuffer(0))).not.toContain('PDF');

    const held = await vault.reportPdf(uuid, '17', 2);
    expect(held && text(held)).toBe('%PDF-1.7 Hoffmann');
    expect(await vault.reportPdf(uuid, '17', 3)).toBeNull();
  });

  it('says offline or the server’s status when a PDF cannot be fetched', async () => {
    await vault.open(uuid, PASSWORD);
    fetchFn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await vault.downloadReportPdf(uuid, '17', 1)).toEqual({ ok: false, status: null });
    fetchFn.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    expect(await vault.downloadReportPdf(uuid, '17', 1)).toEqual({ ok: false, status: 404 });
  });
});
