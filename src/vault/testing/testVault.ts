import type { SyncEntity } from '../../contract/sync';
import type { EntityRows } from '../../db/rows';
import { deleteUserDatabase, openUserDatabase } from '../../db/userDatabase';
import { createVaultWorkerApi, type VaultWorkerApi } from '../../workers/vaultWorkerApi';
import { sealReportFile } from '../reportFileSeal';
import { openBody } from '../sealedBodies';
import { VaultKeeper } from '../vaultKeeper';

/**
 * The sync worker's vault for tests of page code, in the same realm and on the same database
 * (openUserDatabase), opened with a password at a low iteration count. Tests mock
 * `vaultWorker()` of src/workers/syncClient.ts to return `api`, and read what was stored through
 * `open` and `openBody`, as the worker would.
 */
export async function testVault(userUuid: string) {
  const keeper = new VaultKeeper({
    iterations: 1_000,
    openDatabase: openUserDatabase,
    wipeDatabase: deleteUserDatabase,
  });
  const api: VaultWorkerApi = createVaultWorkerApi({
    keeper,
    openDatabase: openUserDatabase,
    onUnlocked: () => undefined,
  });
  await api.open(userUuid, 'Test#Passwort2026');
  const key = () => keeper.keyOf(userUuid) as CryptoKey;
  return {
    api,
    /** A stored row, opened. */
    open: async <E extends SyncEntity>(
      entity: E,
      row: EntityRows[E] | undefined,
    ): Promise<EntityRows[E] | undefined> =>
      row === undefined ? undefined : (await api.unseal(userUuid, entity, [row]))[0],
    /** A stored outbox body, opened. */
    openBody: (path: string, body: unknown) => openBody(key(), path, body),
    seal: async <E extends SyncEntity>(entity: E, row: EntityRows[E]): Promise<EntityRows[E] | undefined> =>
      (await api.seal(userUuid, entity, [row]))[0],
    /** A report's PDF as the worker keeps it on the device. */
    sealFile: (reportId: string, bytes: ArrayBuffer) => sealReportFile(key(), reportId, bytes),
  };
}
