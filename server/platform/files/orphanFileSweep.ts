/**
 * Removes encrypted files no row references (issue 30). A store writes the file before the
 * transaction that records it (the import reads one PDF at a time, issue 26) and removes a
 * superseded file after the commit; a process killed in between (SIGKILL, power loss, OOM) leaves
 * a file nothing points to, and a half-written `.tmp` of the store's rename. Nobody reads them, but
 * they are patient data kept past the report's retention, so they must go.
 *
 * Only files older than ORPHAN_FILE_GRACE_MS are touched: another instance on the same folder may
 * have written a file whose transaction has not committed yet. Ages are the file system's wall
 * clock (mtime against Date.now()), not the app's clock, which tests move.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { files, reports } from '../db/schema';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from '../jobs/periodicJob';

/** Longer than any import or upload takes from its first file to its commit. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60_000;
export const ORPHAN_FILE_SWEEP_INTERVAL_MS = 60 * 60_000;
/** File keys looked up in one query. */
const LOOKUP_BATCH = 1000;

/** One folder of an encrypted file store and how to ask which of its keys are recorded. */
export interface SweptFolder {
  dir: string;
  /** What the store appends to a file key (encryptedFileStore.ts). */
  suffix: string;
  referenced(db: AppDb, fileKeys: readonly string[]): Promise<ReadonlySet<string>>;
}

export const reportFilesFolder = (dir: string): SweptFolder => ({
  dir,
  suffix: '.pdf.enc',
  async referenced(db, fileKeys) {
    const rows = await db
      .select({ key: reports.fileKey })
      .from(reports)
      .where(inArray(reports.fileKey, [...fileKeys]));
    return new Set(rows.map((row) => row.key));
  },
});

export const attachmentFilesFolder = (dir: string): SweptFolder => ({
  dir,
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
const TEMPORARY = /\.tmp$/;

/**
 * The folder holds old files of the store and this database names not one of them: the portal runs
 * on another database than the folder's (DATABASE_URL unset or wrong, a restore half done). A crash
 * leaves a few orphans beside many recorded files, never only orphans; sweeping here would delete
 * every report's PDF, so nothing is removed.
 */
export class ForeignFolderError extends Error {
  constructor(dir: string, files: number) {
    super(
      `${dir}: this database names none of its ${files} files; nothing swept (check DATABASE_URL and the folder)`,
    );
    this.name = 'ForeignFolderError';
  }
}

/**
 * Removes the folder's unreferenced and temporary files older than the grace; returns how many.
 * Throws ForeignFolderError, removing nothing, when the database names none of its old files.
 */
export async function sweepOrphanFiles(
  db: AppDb,
  folder: SweptFolder,
  graceMs = ORPHAN_FILE_GRACE_MS,
): Promise<number> {
  const names = await readdir(folder.dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const cutoff = Date.now() - graceMs;
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(folder.dir, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
  }
  const doomed = old.filter((name) => TEMPORARY.test(name));
  const stored = old.filter((name) => name.endsWith(folder.suffix) && !TEMPORARY.test(name));
  let recorded = 0;
  let checked = 0;
  for (let start = 0; start < stored.length; start += LOOKUP_BATCH) {
    const batch = stored.slice(start, start + LOOKUP_BATCH);
    const keys = batch
      .map((name) => name.slice(0, -folder.suffix.length))
      .filter((key) => FILE_KEY.test(key));
    if (keys.length === 0) continue;
    const referenced = await folder.referenced(db, keys);
    checked += keys.length;
    recorded += referenced.size;
    for (const key of keys) if (!referenced.has(key)) doomed.push(`${key}${folder.suffix}`);
  }
  if (checked > 0 && recorded === 0) throw new ForeignFolderError(folder.dir, checked);
  await Promise.all(doomed.map((name) => rm(join(folder.dir, name), { force: true })));
  return doomed.length;
}

/** At start (a crash's leftovers) and every hour (an instance that restarted within the grace). */
export function startOrphanFileSweepJob(
  db: AppDb,
  folders: readonly SweptFolder[],
  log: PeriodicJobLog & { warn(object: object, message: string): void },
): PeriodicJob {
  return startPeriodicJob(
    'orphan file sweep',
    ORPHAN_FILE_SWEEP_INTERVAL_MS,
    async () => {
      for (const folder of folders) {
        const removed = await sweepOrphanFiles(db, folder);
        if (removed > 0) log.warn({ dir: folder.dir, removed }, 'removed files no row references');
      }
    },
    log,
  );
}
