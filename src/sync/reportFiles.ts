import { REPORT_PREFETCH_DAYS } from '../contract/constants';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { ReportFileRow, ReportRow } from '../db/rows';

/**
 * Report PDFs on the device (design brief: 'PDF bytes are stored as ArrayBuffers and prefetched
 * for unread and recent reports within the storage quota'). The bytes come from
 * `GET /api/befunde/{id}/file`, which the server logs as a download but which does not mark the
 * report read: only opening it does (reportActions.markRead).
 *
 * The sync worker prefetches after its pulls; a page that opens a report the device does not hold
 * yet downloads it through the same function. The doctor may also choose reports to keep
 * (`keptReport`, a choice of this device): they are fetched first and never evicted while chosen.
 */

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export class ReportFileError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'report file: network failure' : `report file: HTTP ${status}`);
    this.name = 'ReportFileError';
  }
}

/** What the device knows of a PDF it holds without reading its bytes. */
export type HeldReportFile = Pick<ReportFileRow, 'id' | 'version' | 'storedAt'>;

/** Whether the device holds the PDF of this version of the report. */
export const isCurrentFile = (
  file: Pick<ReportFileRow, 'version'> | undefined,
  report: Pick<ReportRow, 'version'>,
) => file !== undefined && file.version === report.version;

/**
 * The PDFs the device holds, by report id, read from the index `[id+version+storedAt]` alone: a
 * key cursor, so none of the files' bytes (megabytes each, hundreds on a doctor's laptop) is read.
 */
export async function heldReportFiles(db: KundencenterDb): Promise<Map<string, HeldReportFile>> {
  const keys = (await db.reportFile.orderBy('[id+version+storedAt]').keys()) as unknown as [
    string,
    number,
    number,
  ][];
  return new Map(keys.map(([id, version, storedAt]) => [id, { id, version, storedAt }]));
}

/**
 * How the PDF is kept: the vault seals the bytes (src/vault/reportFileSeal.ts); without one they
 * are kept as they came.
 */
export type SealBytes = (reportId: string, bytes: ArrayBuffer) => Promise<ArrayBuffer>;

/**
 * Downloads a report's PDF and keeps it (sealed when `seal` is given); returns the clear bytes.
 * Throws ReportFileError (status null: no network).
 */
export async function downloadReportFile(
  db: KundencenterDb,
  report: Pick<ReportRow, 'id' | 'version'>,
  fetchFn: FetchLike = (input, init) => fetch(input, init),
  now: () => number = Date.now,
  seal?: SealBytes,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetchFn(`/api/befunde/${encodeURIComponent(report.id)}/file`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/pdf', 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch {
    throw new ReportFileError(null);
  }
  if (!response.ok) throw new ReportFileError(response.status);
  const bytes = await response.arrayBuffer();
  const row: ReportFileRow = {
    id: report.id,
    version: report.version,
    bytes: seal ? await seal(report.id, bytes.slice(0)) : bytes,
    storedAt: now(),
  };
  await db.reportFile.put(row);
  return bytes;
}

export interface StorageBudget {
  /** navigator.storage.estimate(); absent where the browser has none. */
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

/** Prefetching stops before the origin's usage would pass this share of its quota. */
const QUOTA_SHARE = 0.8;
const DAY_MS = 86_400_000;

/** The reports whose PDF the device should hold: unread ones and those of the last 30 days. */
export function wantsOffline(report: ReportRow, now: number): boolean {
  return report.read_at === null || now - Date.parse(report.created_at) <= REPORT_PREFETCH_DAYS * DAY_MS;
}

/**
 * The reports the device keeps, in the order their PDFs are fetched: the ones the doctor chose
 * ('offline verfügbar machen') first, then the automatic ones (wantsOffline), newest first.
 */
export function keepSet(
  reports: readonly ReportRow[],
  kept: ReadonlySet<string>,
  now: number,
): { wanted: ReportRow[]; keeps: (reportId: string) => boolean } {
  const chosen = reports.filter((report) => kept.has(report.id));
  const automatic = reports.filter((report) => !kept.has(report.id) && wantsOffline(report, now));
  const wanted = [...chosen, ...automatic];
  const ids = new Set(wanted.map((report) => report.id));
  return { wanted, keeps: (reportId) => ids.has(reportId) };
}

/**
 * Brings the device's PDFs in line with the mirror: drops files of reports that are gone and
 * downloads missing or stale ones it should keep (keepSet), within the quota. When one does not
 * fit, files the device holds without reason (a report opened once, since read and older than the
 * prefetch window) make room, the longest held first; chosen and automatic ones are never
 * evicted. Stops at the first network failure (the next pull tries again). Returns how many were
 * downloaded.
 */
export async function prefetchReportFiles(
  db: KundencenterDb,
  options: StorageBudget & { fetch?: FetchLike; now?: () => number; seal?: SealBytes } = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  const reports = await db.report.orderBy('created_at').reverse().toArray();
  const kept = new Set(await db.keptReport.toCollection().primaryKeys());
  const files = await heldReportFiles(db);
  const known = new Set(reports.map((report) => report.id));
  const gone = [...files.keys()].filter((id) => !known.has(id));
  if (gone.length > 0) await db.reportFile.bulkDelete(gone);

  const { wanted, keeps } = keepSet(reports, kept, now());
  const evictable = [...files.values()]
    .filter((file) => known.has(file.id) && !keeps(file.id))
    .sort((a, b) => a.storedAt - b.storedAt);
  let downloaded = 0;
  for (const report of wanted) {
    if (isCurrentFile(files.get(report.id), report)) continue;
    while (!(await fitsQuota(options, report.filesize))) {
      const oldest = evictable.shift();
      if (!oldest) return downloaded;
      await db.reportFile.delete(oldest.id);
    }
    try {
      await downloadReportFile(db, report, options.fetch, now, options.seal);
      downloaded++;
    } catch (error) {
      // Gone on the server meanwhile (404) or not allowed: the pull brings the deletion.
      if (error instanceof ReportFileError && error.status !== null && error.status < 500) continue;
      break;
    }
  }
  return downloaded;
}

async function fitsQuota(budget: StorageBudget, bytes: number): Promise<boolean> {
  if (!budget.estimate) return true;
  const { usage, quota } = await budget.estimate();
  if (usage === undefined || !quota) return true;
  return usage + bytes <= quota * QUOTA_SHARE;
}
