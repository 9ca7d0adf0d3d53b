/**
 * Issue 30: docs/operations.md's backup and restore, done to a running portal. A portal with the
 * demo laboratory and imported reports (FHIR and LDT, with results) is backed up (pg_dump -Fc, the
 * files, the keys apart), more happens after the backup, and the backup is restored into a new
 * database and a new data directory and started. Every report of the backup must be there with a
 * PDF that decrypts to the same bytes, every result, order and order item too; a device that had
 * synced past the backup must bootstrap (a reset) instead of going on from a cursor the restored
 * feed reuses for other changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../../server/seed/demoCredentials';
import { readSecretsFile, SECRETS_FILE_NAME } from '../../server/platform/config/secrets';
import { parseCursor } from '../../server/platform/sync/syncCursor';
import { syncBootstrapPageSchema, syncPullResponseSchema } from '../../src/contract/sync';
import { apiSession } from '../e2e/support/apiSession';
import type { PortalProcess } from '../e2e/support/portalProcess';
import { backUpKeys, FILE_STORE_CASES, restoreKeys, type FileStore } from './fileStoreCases';
import { createImportToken, fhirReport, lanrOf, ldtBatch, postFhirReport, postLdt } from './labSystem';
import {
  createScratchDatabase,
  dumpDatabase,
  queryDatabase,
  restoreDatabase,
  startPortalOn,
  type ScratchDatabase,
} from './portalOnPostgres';

const FHIR_REPORTS = 12;
const LDT_REPORTS = 8;

type Device = Awaited<ReturnType<typeof apiSession>>;

interface ReportRow {
  id: number;
  befund_id: string;
  file_key: string;
}

const reportsOf = (databaseUrl: string) =>
  queryDatabase<ReportRow>(databaseUrl, 'SELECT id, befund_id, file_key FROM reports ORDER BY id');

const attachmentsOf = async (databaseUrl: string) =>
  (await queryDatabase<{ name: string }>(databaseUrl, 'SELECT name FROM files ORDER BY id')).map(
    (row) => row.name,
  );

/** Tables whose every row must come back as it was (users change: the restore moves their sync epochs on). */
const KEPT_TABLES = [
  'reports',
  'report_results',
  'orders',
  'order_items',
  'order_events',
  'patients',
] as const;

/** Per table: how many rows, and a hash over all of them in key order (`t::text` is the whole row). */
async function contentsOf(databaseUrl: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const table of KEPT_TABLES) {
    const [row] = await queryDatabase<{ rows: string; hash: string | null }>(
      databaseUrl,
      `SELECT count(*) AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM ${table} t`,
    );
    contents[table] = `${row?.rows} rows, ${row?.hash}`;
  }
  return contents;
}

async function bootstrapCursor(device: Device): Promise<string> {
  let page = syncBootstrapPageSchema.parse(await (await device('GET', '/api/sync/bootstrap')).json());
  const { cursor } = page;
  while (page.next) {
    const query = new URLSearchParams({ cursor, after: page.next });
    page = syncBootstrapPageSchema.parse(await (await device('GET', `/api/sync/bootstrap?${query}`)).json());
  }
  return cursor;
}

async function pull(device: Device, cursor: string) {
  return syncPullResponseSchema.parse(
    await (await device('GET', `/api/sync?${new URLSearchParams({ cursor })}`)).json(),
  );
}

/** Pulls to the end of the feed; a reset here would be a failure of the test's own setup. */
async function pullToEnd(device: Device, from: string): Promise<string> {
  let cursor = from;
  for (;;) {
    const page = await pull(device, cursor);
    if ('reset' in page) throw new Error('unexpected reset before the restore');
    cursor = page.cursor;
    if (!page.more) return cursor;
  }
}

describe.each(FILE_STORE_CASES)('backup and restore of a portal with $name', (storeCase) => {
  let store: FileStore;
  const scratch: ScratchDatabase[] = [];
  const folders: string[] = [];
  const portals: PortalProcess[] = [];
  const folder = async (name: string) => {
    const dir = await mkdtemp(join(tmpdir(), `kc-${name}-`));
    folders.push(dir);
    return dir;
  };

  let restored: PortalProcess;
  let restoredDatabase: ScratchDatabase;
  let restoredDir: string;
  let appKey: string;
  let backedUp: {
    reports: ReportRow[];
    pdfs: Map<string, Buffer>;
    attachments: Map<string, Buffer>;
    contents: Record<string, string>;
  };
  /** dr.weber's phone: signed in and synced before the backup, and again after it. */
  let weber: Device;
  let cursorAtBackup: string;
  let cursorAfterBackup: string;

  beforeAll(async () => {
    store = await storeCase.open();
    const original = await createScratchDatabase();
    scratch.push(original);
    const dataDir = await folder('data');
    const portal = await startPortalOn(original.url, dataDir, await store.env(dataDir));
    portals.push(portal);

    const token = await createImportToken(portal.url);
    for (let index = 0; index < FHIR_REPORTS; index++) {
      const answer = await postFhirReport(portal.url, token, fhirReport(`BR-F${index}`, lanrOf(index)));
      expect(answer.status, await answer.text()).toBeLessThan(300);
    }
    const ldtIds = Array.from({ length: LDT_REPORTS }, (_, index) => `BR-L${index}`);
    const ldt = await postLdt(portal.url, token, ldtBatch(ldtIds));
    expect(ldt.status, await ldt.text()).toBe(201);

    weber = await apiSession(portal.url, 'dr.weber', DEMO_PASSWORDS['dr.weber']);
    cursorAtBackup = await bootstrapCursor(weber);

    // The backup: the dump first, then the files, the keys into a place of their own.
    const backupDir = await folder('backup');
    const keysDir = await folder('keys');
    await dumpDatabase(original.url, join(backupDir, 'kundencenter.dump'));
    await store.backUp(dataDir, backupDir);
    await backUpKeys(dataDir, keysDir);

    appKey = readSecretsFile(join(dataDir, SECRETS_FILE_NAME)).appKey ?? '';
    const reports = await reportsOf(original.url);
    const files = store.reportFiles(dataDir, appKey);
    const pdfs = new Map<string, Buffer>();
    for (const report of reports) pdfs.set(report.befund_id, await files.get(report.file_key));
    const attachmentFiles = store.attachmentFiles(dataDir, appKey);
    const attachments = new Map<string, Buffer>();
    for (const name of await attachmentsOf(original.url))
      attachments.set(name, await attachmentFiles.get(name));
    backedUp = { reports, pdfs, attachments, contents: await contentsOf(original.url) };

    // After the backup: reports the restore loses, which the phone has seen.
    for (let index = 0; index < 3; index++) {
      const answer = await postFhirReport(portal.url, token, fhirReport(`BR-LOST${index}`, lanrOf(0)));
      expect(answer.status, await answer.text()).toBeLessThan(300);
    }
    cursorAfterBackup = await pullToEnd(weber, cursorAtBackup);
    await portal.stop('SIGTERM');

    // The restore: a new database, pg_restore, the files, the keys, start.
    restoredDatabase = await createScratchDatabase();
    scratch.push(restoredDatabase);
    await restoreDatabase(join(backupDir, 'kundencenter.dump'), restoredDatabase.url);
    restoredDir = await folder('restored');
    await store.restore(backupDir, restoredDir);
    await restoreKeys(keysDir, restoredDir);
    // At the same address: the phone comes back to the portal it knows.
    restored = await startPortalOn(
      restoredDatabase.url,
      restoredDir,
      await store.env(restoredDir),
      portal.port,
    );
    portals.push(restored);
  }, 120_000);

  afterAll(async () => {
    for (const portal of portals) await portal.stop('SIGTERM');
    for (const database of scratch) await database.drop();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
    await store?.close();
  });

  it('has every report of the backup, each PDF decrypting to the bytes it had', async () => {
    const reports = await reportsOf(restoredDatabase.url);
    expect(reports).toEqual(backedUp.reports);
    expect(reports.length).toBeGreaterThanOrEqual(FHIR_REPORTS + LDT_REPORTS);
    const files = store.reportFiles(restoredDir, appKey);
    for (const report of reports) {
      expect(await files.get(report.file_key), report.befund_id).toEqual(backedUp.pdfs.get(report.befund_id));
    }
    expect(reports.some((report) => report.befund_id.startsWith('BR-LOST'))).toBe(false);
  });

  it('has every attachment of the system messages and workshops, decrypting to the bytes it had', async () => {
    const names = await attachmentsOf(restoredDatabase.url);
    expect(names).toEqual([...backedUp.attachments.keys()]);
    expect(names.length).toBeGreaterThan(0);
    const files = store.attachmentFiles(restoredDir, appKey);
    for (const name of names) expect(await files.get(name)).toEqual(backedUp.attachments.get(name));
  });

  it('has every result, order, order item and patient as it was, and serves a PDF to the doctor signed in before', async () => {
    expect(await contentsOf(restoredDatabase.url)).toEqual(backedUp.contents);
    expect(backedUp.contents['report_results']).not.toMatch(/^0 rows/);
    expect(backedUp.contents['orders']).not.toMatch(/^0 rows/);
    // The phone's session is in the dump, and the restored keys sign its cookie: still signed in.
    const [imported] = await queryDatabase<{ id: number; befund_id: string }>(
      restoredDatabase.url,
      "SELECT id, befund_id FROM reports WHERE befund_id = 'BR-F0'",
    );
    const answer = await weber('GET', `/api/befunde/${imported?.id}/file`);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(backedUp.pdfs.get('BR-F0'));
  });

  it('sends a device that synced past the backup to bootstrap, even once the feed has passed its cursor', async () => {
    const token = await createImportToken(restored.url);
    for (let index = 0; index < 6; index++) {
      const answer = await postFhirReport(restored.url, token, fhirReport(`BR-NEW${index}`, lanrOf(0)));
      expect(answer.status, await answer.text()).toBeLessThan(300);
    }
    const [clock] = await queryDatabase<{ v: string }>(restoredDatabase.url, 'SELECT v FROM sync_clock');
    // The case that would show a half state: the restored feed has reused the phone's versions.
    expect(Number(clock?.v)).toBeGreaterThan(parseCursor(cursorAfterBackup)?.version ?? Infinity);

    expect(await pull(weber, cursorAfterBackup)).toEqual({ reset: true });
    expect(await pull(weber, cursorAtBackup)).toEqual({ reset: true });
    const fresh = await bootstrapCursor(weber);
    expect(await pull(weber, fresh)).toMatchObject({ changes: [], more: false });
  });
});
