import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../contract/sync';
import { KundencenterDb } from '../db/KundencenterDb';
import { VaultKeeper } from '../vault/vaultKeeper';
import { createVaultWorkerApi, VaultLockedError, type VaultWorkerApi } from './vaultWorkerApi';

const PASSWORD = 'Demo#Arzt2026';
const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);
const pdf = (content: string) => new TextEncoder().encode(content).buffer as ArrayBuffer;

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
    const row = { id: '7', befund_id: '1001', patient_data: { nachname: 'Hoffmann', vorname: 'Lukas' } };
    const sealed = await vault.seal(uuid, SyncEntity.report, '7', row);
    expect(JSON.stringify(sealed)).not.toContain('Hoffmann');
    expect(await vault.unseal(uuid, SyncEntity.report, [sealed])).toEqual([row]);
  });

  it('refuses to open anything while locked', async () => {
    await vault.open(uuid, PASSWORD);
    vault.lock();
    expect(await vault.state(uuid)).toBe('locked');
    await expect(vault.unseal(uuid, SyncEntity.report, [])).rejects.toBeInstanceOf(VaultLockedError);
    expect(await vault.unlock(uuid, PASSWORD)).toEqual({ ok: true });
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
