/**
 * Removes encrypted files no row references (issue 30). A store writes the file before the
 * transaction that records it (the import reads one PDF at a time, issue 26) and removes a
 * superseded file after the commit; a process killed in between (SIGKILL, power loss, OOM) leaves
 * a file nothing points to, and in a folder a half-written `.tmp` of the store's rename. Nobody
 * reads them, but they are patient data kept past the report's retention, so they must go.
 *
 * One sweep for both places the files rest: it reads a BlobStorage's listing (a folder's files,
 * a bucket's objects under the store's prefix) and removes through it.
 *
 * Only files older than the grace (ORPHAN_FILE_GRACE_MS unless configured) are touched: another
 * instance on the same folder or bucket may have written a file whose transaction has not committed
 * yet. Ages are the storage's clock (a file's mtime, an object's LastModified) against the wall
 * clock, not the app's clock, which tests move.
 */
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { files, reports } from '../db/schema';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from '../jobs/periodicJob';
import type { BlobStorage } from './blobStorage';

/** Longer than any import or upload takes from its first file to its commit. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60_000;
export const ORPHAN_FILE_SWEEP_INTERVAL_MS = 60 * 60_000;
/** File keys looked up in one query. */
const LOOKUP_BATCH = 1000;

/** The storage of one encrypted file store and how to ask which of its keys are recorded. */
export interface SweptStore {
  storage: BlobStorage;
  /** What the store appends to a file key (encryptedFileStore.ts). */
  suffix: string;
  referenced(db: AppDb, fileKeys: readonly string[]): Promise<ReadonlySet<string>>;
}

export const sweptReportFiles = (storage: BlobStorage): SweptStore => ({
  storage,
  suffix: '.pdf.enc',
  async referenced(db, fileKeys) {
    const rows = await db
      .select({ key: reports.fileKey })
      .from(reports)
      .where(inArray(reports.fileKey, [...fileKeys]));
    return new Set(rows.map((row) => row.key));
  },
});

export const sweptAttachments = (storage: BlobStorage): SweptStore => ({
  storage,
  suffix: '.enc',
  async referenced(db, fileKeys) {
    const rows = await db
      .select({ key: files.name })
      .from(files)
      .where(inArray(files.name, [...fileKeys]));
    return new Set(rows.map((row) => row.key));
  },
});

const FILE_KEY = /^[0-9a-f]{32}$/;

/**
 * The folder or bucket holds old files of the store and this database names not one of them: the
 * portal runs on another database than the files' (DATABASE_URL unset or wrong, a restore half
 * done). A crash leaves a few orphans beside many recorded files, never only orphans; sweeping here
 * would delete every report's PDF, so nothing is removed.
 */
export class ForeignFilesError extends Error {
  constructor(where: string, files: number) {
    super(
      `${where}: this database names none of its ${files} files; nothing swept (check DATABASE_URL and the files' place)`,
    );
    this.name = 'ForeignFilesError';
  }
}

export interface SweepOptions {
  /** How old an unreferenced file must be (default ORPHAN_FILE_GRACE_MS). */
  graceMs?: number;
  /** The wall clock the ages are measured against, in ms (tests look from later on). */
  now?: () => number;
}

/**
 * Removes the store's unreferenced and partial files older than the grace; returns how many.
 * Throws ForeignFilesError, removing nothing, when the database names none of its old files.
 */
export async function sweepOrphanFiles(
  db: AppDb,
  store: SweptStore,
  { graceMs = ORPHAN_FILE_GRACE_MS, now = Date.now }: SweepOptions = {},
): Promise<number> {
  const cutoff = now() - graceMs;
  const doomed: string[] = [];
  const stored: string[] = [];
  for await (const blob of store.storage.list()) {
    if (blob.modifiedMs >= cutoff) continue;
    if (blob.partial) doomed.push(blob.name);
    else if (blob.name.endsWith(store.suffix)) stored.push(blob.name);
  }
  let recorded = 0;
  let checked = 0;
  for (let start = 0; start < stored.length; start += LOOKUP_BATCH) {
    const keys = stored
      .slice(start, start + LOOKUP_BATCH)
      .map((name) => name.slice(0, -store.suffix.length))
      .filter((key) => FILE_KEY.test(key));
    if (keys.length === 0) continue;
    const referenced = await store.referenced(db, keys);
    checked += keys.length;
    recorded += referenced.size;
    for (const key of keys) if (!referenced.has(key)) doomed.push(`${key}${store.suffix}`);
  }
  if (checked > 0 && recorded === 0) throw new ForeignFilesError(store.storage.where, checked);
  for (let start = 0; start < doomed.length; start += LOOKUP_BATCH) {
    await Promise.all(doomed.slice(start, start + LOOKUP_BATCH).map((name) => store.storage.remove(name)));
  }
  return doomed.length;
}

/** At start (a crash's leftovers) and every hour (an instance that restarted within the grace). */
export function startOrphanFileSweepJob(
  db: AppDb,
  stores: readonly SweptStore[],
  log: PeriodicJobLog & { warn(object: object, message: string): void },
  graceMs = ORPHAN_FILE_GRACE_MS,
): PeriodicJob {
  return startPeriodicJob(
    'orphan file sweep',
    ORPHAN_FILE_SWEEP_INTERVAL_MS,
    async () => {
      for (const store of stores) {
        const removed = await sweepOrphanFiles(db, store, { graceMs });
        if (removed > 0) log.warn({ store: store.storage.where, removed }, 'removed files no row references');
      }
    },
    log,
  );
}
