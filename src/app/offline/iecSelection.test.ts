// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IEC_SELECTION_FEED_ID } from '../../contract/iec';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../db/userDatabase';
import { testVault } from '../../vault/testing/testVault';
import { FakeLocks } from '../../workers/testing/fakeLocks';
import { iecSelectionActions, iecSelectionLockName } from './iecSelection';
import { rememberLastUser } from './lastUser';

let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

let db: KundencenterDb;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  await db.iecSelection.put({ id: IEC_SELECTION_FEED_ID, substance_ids: [1, 2, 3], updated_at: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeUserDatabase();
});

const queuedSelections = async () =>
  (await db.outbox.orderBy('seq').toArray()).map(
    (row) => (row.body as { substance_ids: number[] }).substance_ids,
  );

describe('the iEC selection actions', () => {
  it('work out each change from the one before, so quick clicks never undo each other', async () => {
    await Promise.all([
      iecSelectionActions.remove(1),
      iecSelectionActions.remove(2),
      iecSelectionActions.toggle(7),
    ]);
    expect(await queuedSelections()).toEqual([[2, 3], [3], [3, 7]]);
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([3, 7]);
  });

  it('queue the whole selection as one idempotent PUT each, and keep going after a refused change', async () => {
    await expect(
      iecSelectionActions.replace(Array.from({ length: 501 }, (_, id) => id + 1)),
    ).rejects.toThrow();
    await iecSelectionActions.toggle(2);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ method: 'PUT', path: '/api/iec/selection', body: { substance_ids: [1, 3] } });
  });

  it('wait for a change another tab of the user makes under the same Web Lock, and work out theirs from it', async () => {
    const locks = new FakeLocks();
    vi.stubGlobal('navigator', Object.create(navigator, { locks: { value: locks } }) as Navigator);
    let release = () => {};
    const otherTabHolds = new Promise<void>((resolve) => (release = resolve));
    // The other tab adds 9 and is still at it (its outbox row and optimistic row come last).
    const otherTab = locks.request(iecSelectionLockName(db.name), {}, async () => {
      await otherTabHolds;
      await db.iecSelection.put({ id: IEC_SELECTION_FEED_ID, substance_ids: [1, 2, 3, 9], updated_at: null });
    });

    const removal = iecSelectionActions.remove(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await queuedSelections()).toEqual([]);
    release();
    await Promise.all([otherTab, removal]);

    expect(await queuedSelections()).toEqual([[2, 3, 9]]);
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([2, 3, 9]);
  });
});
