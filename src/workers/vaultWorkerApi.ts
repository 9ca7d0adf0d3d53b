import type { SearchHit } from '../contract/search';
import type { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { DeviceTable, MirrorRows } from '../db/mirrorTables';
import type { EntityRows } from '../db/rows';
import { cacheServerRows } from '../sync/cacheServerRows';
import { searchMirror } from '../sync/mirrorSearch';
import { downloadMessageFile, MessageFileError } from '../sync/messageFiles';
import { downloadReportFile, isCurrentFile, ReportFileError } from '../sync/reportFiles';
import { openMessageFile, sealMessageFile } from '../vault/messageFileSeal';
import { openReportFile, sealReportFile } from '../vault/reportFileSeal';
import { openBody, sealBody, type SealedBody } from '../vault/sealedBodies';
import { sealRow, unsealRow } from '../vault/sealedFields';
import type {
  PasskeyUnlockTarget,
  VaultKeeper,
  VaultOpened,
  VaultState,
  VaultUnlock,
} from '../vault/vaultKeeper';

/**
 * What the page asks of the vault (issue 7). The data key never leaves the sync worker: the page
 * hands in what is stored and gets the clear values back, or hands in clear values and gets them
 * sealed for storing. Every call names the user, and a call for a user whose vault is locked
 * fails with VaultLockedError (the page then shows the lock screen). Rows go in batches, typed by
 * their entity (src/db/rows.ts EntityRows): one call over comlink per list, not one per row.
 */
export type PdfDownload = { ok: true; bytes: ArrayBuffer } | { ok: false; status: number | null };

export interface VaultWorkerApi {
  state(userUuid: string): Promise<VaultState>;
  /** With a password the server accepted; a created or replaced vault starts the sync. */
  open(userUuid: string, password: string): Promise<VaultOpened>;
  unlock(userUuid: string, password: string): Promise<VaultUnlock>;
  rewrap(userUuid: string, oldPassword: string, newPassword: string): Promise<void>;
  /**
   * Issue 29: the passkeys that open the vault on this device (what the lock screen asks the
   * authenticator for), adding one after its registration (with the password the server just
   * confirmed, and the PRF output, which goes no further than the wrap), opening the vault with a
   * PRF output (true when it opened), and forgetting a removed passkey's copy.
   */
  passkeyUnlocks(userUuid: string): Promise<PasskeyUnlockTarget[]>;
  addPasskeyUnlock(
    userUuid: string,
    password: string,
    target: PasskeyUnlockTarget,
    prfOutput: ArrayBuffer,
  ): Promise<void>;
  unlockWithPasskey(userUuid: string, credentialId: string, prfOutput: ArrayBuffer): Promise<boolean>;
  removePasskeyUnlock(userUuid: string, credentialId: string): Promise<void>;
  lock(): Promise<void>;
  /** Stored rows with their patient fields opened. */
  unseal<E extends SyncEntity>(userUuid: string, entity: E, rows: EntityRows[E][]): Promise<EntityRows[E][]>;
  /** Clear rows in their stored form, patient fields sealed. */
  seal<E extends SyncEntity>(userUuid: string, entity: E, rows: EntityRows[E][]): Promise<EntityRows[E][]>;
  /**
   * The same for rows of a device-only table that declares sealed fields (an order draft: the
   * patient as entered, issue 28), which the page writes itself: nothing of it is synced.
   */
  unsealDeviceRows<T extends DeviceTable>(
    userUuid: string,
    table: T,
    rows: MirrorRows[T][],
  ): Promise<MirrorRows[T][]>;
  sealDeviceRows<T extends DeviceTable>(
    userUuid: string,
    table: T,
    rows: MirrorRows[T][],
  ): Promise<MirrorRows[T][]>;
  /**
   * Rows a screen fetched from the server (a page of staff's older reports, a write's answer with
   * its X-Sync-Cursor as `writtenAt`) sealed and cached in the mirror like pulled ones
   * (src/sync/cacheServerRows.ts): the page never writes pulled data.
   */
  cacheServerRows<E extends SyncEntity>(
    userUuid: string,
    entity: E,
    rows: EntityRows[E][],
    writtenAt?: string | null,
  ): Promise<void>;
  sealBody(userUuid: string, path: string, body: unknown): Promise<SealedBody>;
  /**
   * A queued body, opened (issue 13): a refused answer's text is shown beside its ticket, so the
   * user can copy it into a new answer once the ticket is reopened.
   */
  openBody(userUuid: string, path: string, body: unknown): Promise<unknown>;
  /**
   * The global search over the mirror (src/sync/mirrorSearch.ts), for when the server cannot be
   * asked: the patient fields are opened here, where the key is, and only the hits leave.
   */
  searchMirror(userUuid: string, search: string): Promise<SearchHit[]>;
  /** The device's copy of this version of the report's PDF, opened; null when it holds none. */
  reportPdf(userUuid: string, reportId: string, version: number): Promise<ArrayBuffer | null>;
  /** Fetches the PDF now, keeps it sealed, answers it open. */
  downloadReportPdf(userUuid: string, reportId: string, version: number): Promise<PdfDownload>;
  /** The device's copy of a system message's attachment, opened; null when it holds none. */
  messageFile(userUuid: string, fileId: string): Promise<ArrayBuffer | null>;
  /** Fetches the attachment now (signed URL), keeps it sealed, answers it open. */
  downloadMessageFile(userUuid: string, fileId: string, messageId: string): Promise<PdfDownload>;
}

/** The key a device-only row's sealed fields are bound to (every such table is keyed by `id`). */
const rowId = (row: object): string => String(Reflect.get(row, 'id'));

export class VaultLockedError extends Error {
  constructor() {
    super('The vault is locked');
    this.name = 'VaultLockedError';
  }
}

export interface VaultWorkerDeps {
  keeper: VaultKeeper;
  openDatabase: (userUuid: string) => Promise<KundencenterDb>;
  /** The vault of the user was opened or unlocked: the worker may sync now. */
  onUnlocked: (userUuid: string) => void;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export function createVaultWorkerApi({
  keeper,
  openDatabase,
  onUnlocked,
  fetch,
}: VaultWorkerDeps): VaultWorkerApi {
  const keyOf = (userUuid: string) => {
    const key = keeper.keyOf(userUuid);
    if (!key) throw new VaultLockedError();
    return key;
  };
  return {
    state: (userUuid) => keeper.state(userUuid),
    async open(userUuid, password) {
      const opened = await keeper.openAtSignIn(userUuid, password);
      onUnlocked(userUuid);
      return opened;
    },
    async unlock(userUuid, password) {
      const result = await keeper.unlock(userUuid, password);
      if (result.ok) onUnlocked(userUuid);
      return result;
    },
    rewrap: (userUuid, oldPassword, newPassword) => keeper.rewrap(userUuid, oldPassword, newPassword),
    passkeyUnlocks: (userUuid) => keeper.passkeyUnlocks(userUuid),
    addPasskeyUnlock: (userUuid, password, target, prfOutput) =>
      keeper.addPasskeyUnlock(userUuid, password, target, prfOutput),
    async unlockWithPasskey(userUuid, credentialId, prfOutput) {
      const opened = await keeper.unlockWithPasskey(userUuid, credentialId, prfOutput);
      if (opened) onUnlocked(userUuid);
      return opened;
    },
    removePasskeyUnlock: (userUuid, credentialId) => keeper.removePasskeyUnlock(userUuid, credentialId),
    lock: async () => keeper.lock(),
    async unseal(userUuid, entity, rows) {
      const key = keyOf(userUuid);
      return Promise.all(rows.map((row) => unsealRow(key, entity, row.id, row)));
    },
    async seal(userUuid, entity, rows) {
      const key = keyOf(userUuid);
      return Promise.all(rows.map((row) => sealRow(key, entity, row.id, row)));
    },
    async unsealDeviceRows(userUuid, table, rows) {
      const key = keyOf(userUuid);
      return Promise.all(rows.map((row) => unsealRow(key, table, rowId(row), row)));
    },
    async sealDeviceRows(userUuid, table, rows) {
      const key = keyOf(userUuid);
      return Promise.all(rows.map((row) => sealRow(key, table, rowId(row), row)));
    },
    async cacheServerRows(userUuid, entity, rows, writtenAt = null) {
      const key = keyOf(userUuid);
      const sealed = await Promise.all(rows.map((row) => sealRow(key, entity, row.id, row)));
      await cacheServerRows(await openDatabase(userUuid), entity, sealed, writtenAt);
    },
    async searchMirror(userUuid, search) {
      const key = keyOf(userUuid);
      return searchMirror(
        await openDatabase(userUuid),
        (entity, rows) => Promise.all(rows.map((row) => unsealRow(key, entity, row.id, row))),
        search,
      );
    },
    sealBody: (userUuid, path, body) => sealBody(keyOf(userUuid), path, body),
    openBody: (userUuid, path, body) => openBody(keyOf(userUuid), path, body),
    async reportPdf(userUuid, reportId, version) {
      const key = keyOf(userUuid);
      const db = await openDatabase(userUuid);
      const stored = await db.reportFile.get(reportId);
      if (!stored || !isCurrentFile(stored, { version })) return null;
      return openReportFile(key, reportId, stored.bytes);
    },
    async downloadReportPdf(userUuid, reportId, version) {
      const key = keyOf(userUuid);
      const db = await openDatabase(userUuid);
      try {
        const bytes = await downloadReportFile(db, { id: reportId, version }, fetch, Date.now, (id, clear) =>
          sealReportFile(key, id, clear),
        );
        return { ok: true, bytes };
      } catch (error) {
        if (error instanceof ReportFileError) return { ok: false, status: error.status };
        throw error;
      }
    },
    async messageFile(userUuid, fileId) {
      const key = keyOf(userUuid);
      const stored = await (await openDatabase(userUuid)).messageFile.get(fileId);
      return stored ? openMessageFile(key, fileId, stored.bytes) : null;
    },
    async downloadMessageFile(userUuid, fileId, messageId) {
      const key = keyOf(userUuid);
      const db = await openDatabase(userUuid);
      try {
        const bytes = await downloadMessageFile(db, { id: fileId, messageId }, fetch, (id, clear) =>
          sealMessageFile(key, id, clear),
        );
        return { ok: true, bytes };
      } catch (error) {
        if (error instanceof MessageFileError) return { ok: false, status: error.status };
        throw error;
      }
    },
  };
}
