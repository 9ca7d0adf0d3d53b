/**
 * Issue 30: the portal killed (SIGKILL: power loss, the OOM killer) in the middle of an import of
 * 500 reports, once as a FHIR laboratory system sends them (Bundles of FHIR_BATCH reports, one after
 * the other: a token may make 120 calls a minute) and once as an LDT one does (one batch file). After the restart the laboratory system sends everything again,
 * as it does for anything not acknowledged; then there must be exactly 500 reports, each whole
 * (its results, a file that decrypts), no file without its report, and each doctor's change feed
 * must name exactly that doctor's reports.
 *
 * A store writes a report's file before the transaction that records it, so the kill leaves files
 * nothing references; the orphan file sweep (server/platform/files/orphanFileSweep.ts) removes them
 * once they are older than its grace. The test lets the grace pass as the hour a restart may take
 * (or the sweep's next run) would: a folder's file times move back by it, a bucket's portal runs
 * with a grace of a second that the test waits out (fileStoreCases.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSecretsFile, SECRETS_FILE_NAME } from '../../server/platform/config/secrets';
import { SyncEntity } from '../../src/contract/sync';
import type { PortalProcess } from '../e2e/support/portalProcess';
import { FILE_STORE_CASES, REPORT_FILE_SUFFIX, type FileStore } from './fileStoreCases';
import { createImportToken, fhirBatch, ldtBatch, postFhirReport, postLdt } from './labSystem';
import {
  createScratchDatabase,
  queryDatabase,
  startPortalOn,
  type ScratchDatabase,
} from './portalOnPostgres';

const REPORTS = 500;
/** Reports per FHIR Bundle. */
const FHIR_BATCH = 25;
const POLL_MS = 20;

const befundIds = (prefix: string) =>
  Array.from({ length: REPORTS }, (_, index) => `${prefix}${String(index).padStart(3, '0')}`);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Sends the reports Bundle after Bundle; stops quietly when the portal goes away. */
async function sendFhirReports(url: string, token: string, ids: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < ids.length; start += FHIR_BATCH) {
    try {
      const answer = await postFhirReport(url, token, fhirBatch(ids.slice(start, start + FHIR_BATCH), start));
      statuses.push(answer.status);
    } catch {
      return statuses; // the portal was killed
    }
  }
  return statuses;
}

describe.each(FILE_STORE_CASES)('an import killed half way, with $name', (storeCase) => {
  let store: FileStore;
  let database: ScratchDatabase;
  let dataDir: string;
  let portal: PortalProcess;

  const reportsLike = (prefix: string) =>
    queryDatabase<{ id: number; befund_id: string; file_key: string; doctor_uuid: string; results: string }>(
      database.url,
      `SELECT r.id, r.befund_id, r.file_key, u.uuid AS doctor_uuid,
              (SELECT count(*) FROM report_results rr WHERE rr.report_id = r.id) AS results
         FROM reports r JOIN users u ON u.id = r.user_id WHERE r.befund_id LIKE $1`,
      [`${prefix}%`],
    );

  const countLike = async (prefix: string) =>
    Number(
      (
        await queryDatabase<{ n: string }>(
          database.url,
          'SELECT count(*) AS n FROM reports WHERE befund_id LIKE $1',
          [`${prefix}%`],
        )
      )[0]?.n,
    );

  /** Stored report files (and half-written temporaries) no report row names. */
  async function orphanFiles(): Promise<string[]> {
    const recorded = new Set(
      (await queryDatabase<{ file_key: string }>(database.url, 'SELECT file_key FROM reports')).map(
        (row) => `${row.file_key}${REPORT_FILE_SUFFIX}`,
      ),
    );
    return (await store.reportFileNames(dataDir)).filter((name) => !recorded.has(name));
  }

  /** Killed, then started again on the same database and files once the grace has passed. */
  async function crashAndRestart(): Promise<string[]> {
    await portal.stop('SIGKILL');
    const left = await orphanFiles();
    // As if the restart came an hour later: every file is older than the sweep's grace.
    await store.letGracePass(dataDir);
    await portal.restart();
    await until(async () => (await orphanFiles()).length === 0, 'the sweep removed the orphan files');
    return left;
  }

  async function expectWholeImport(prefix: string): Promise<void> {
    const reports = await reportsLike(prefix);
    expect(reports.map((report) => report.befund_id).sort()).toEqual(befundIds(prefix));
    // A report's results are one (encrypted) row of their own.
    expect(reports.filter((report) => Number(report.results) !== 1)).toEqual([]);

    const appKey = readSecretsFile(join(dataDir, SECRETS_FILE_NAME)).appKey ?? '';
    const files = store.reportFiles(dataDir, appKey);
    // Read side by side (a bucket's 500 requests one after another took 3 s).
    const starts = await Promise.all(
      reports.map(async (report) => (await files.get(report.file_key)).subarray(0, 5).toString()),
    );
    expect(reports.filter((_, index) => starts[index] !== '%PDF-').map((report) => report.befund_id)).toEqual(
      [],
    );
    expect(await orphanFiles()).toEqual([]);

    // Each doctor's feed names each of their reports, and no report that is not there.
    const fed = await queryDatabase<{ entity_id: string; scope: string }>(
      database.url,
      `SELECT DISTINCT entity_id, scope FROM changes WHERE entity = $1 AND scope LIKE 'user:%'`,
      [SyncEntity.report],
    );
    const doctors = new Set(reports.map((report) => report.doctor_uuid));
    expect(doctors.size).toBeGreaterThan(1);
    for (const uuid of doctors) {
      const theirs = reports
        .filter((report) => report.doctor_uuid === uuid)
        .map((report) => String(report.id));
      const inFeed = new Set(fed.filter((row) => row.scope === `user:${uuid}`).map((row) => row.entity_id));
      expect(theirs.filter((id) => !inFeed.has(id))).toEqual([]);
    }
    const existing = new Set(
      (await queryDatabase<{ id: number }>(database.url, 'SELECT id FROM reports')).map((r) => String(r.id)),
    );
    expect(fed.filter((row) => !existing.has(row.entity_id))).toEqual([]);
  }

  beforeAll(async () => {
    store = await storeCase.open();
    database = await createScratchDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'kc-crash-'));
    portal = await startPortalOn(database.url, dataDir, await store.env(dataDir));
  }, 90_000);

  afterAll(async () => {
    await portal?.stop('SIGTERM');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await store?.close();
  });

  it('leaves exactly 500 whole FHIR reports after a kill and a resend of all of them', async () => {
    const ids = befundIds('CR-F');
    const token = await createImportToken(portal.url);
    const sending = sendFhirReports(portal.url, token, ids);
    await until(async () => (await countLike('CR-F')) >= REPORTS / 5, 'a fifth of the reports is in');
    await crashAndRestart();
    await sending;
    const stored = await countLike('CR-F');
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(REPORTS);

    const resent = await sendFhirReports(portal.url, token, ids);
    expect(resent.filter((status) => status >= 300)).toEqual([]);
    await expectWholeImport('CR-F');
  }, 180_000);

  it('leaves exactly 500 whole LDT reports after a kill while the batch file was stored', async () => {
    const file = ldtBatch(befundIds('CR-L'));
    const token = await createImportToken(portal.url);
    const before = new Set(await store.reportFileNames(dataDir));
    let answered: Response | null = null;
    const sending = postLdt(portal.url, token, file).then(
      (answer) => (answered = answer),
      () => null,
    );
    // The PDFs go into the store one by one before the one transaction that records them.
    await until(async () => {
      if (answered) throw new Error(`the import answered ${answered.status} before the kill`);
      const stored = (await store.reportFileNames(dataDir)).filter((name) => !before.has(name));
      return stored.length >= 20;
    }, 'the batch is being stored');
    const left = await crashAndRestart();
    expect(await sending).toBeNull();
    expect(left.length).toBeGreaterThan(0);
    expect(await countLike('CR-L')).toBe(0);

    const resent = await postLdt(portal.url, token, file);
    expect(resent.status, await resent.text()).toBe(201);
    await expectWholeImport('CR-L');
  }, 180_000);
});
