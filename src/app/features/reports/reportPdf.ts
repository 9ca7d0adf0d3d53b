import type { ReportRow } from '../../../db/rows';
import { ReportFileError } from '../../../sync/reportFiles';
import { vaultWorker } from '../../../workers/syncClient';
import { lastUserUuid } from '../../offline/lastUser';

/**
 * A report's PDF for showing or saving: the device's copy when it holds this version (design
 * brief: reports open offline), otherwise fetched now and kept. The copy is sealed (issue 7): the
 * sync worker opens it, and seals what it fetches. A stale copy of an older version is never
 * shown: a replaced report may say something else.
 */
export async function localReportPdf(report: Pick<ReportRow, 'id' | 'version'>): Promise<ArrayBuffer> {
  const held = await heldReportPdf(report);
  if (held) return held;
  return fetchReportPdf(report);
}

/** The device's copy of this version, opened; null when it holds none. */
export function heldReportPdf(report: Pick<ReportRow, 'id' | 'version'>): Promise<ArrayBuffer | null> {
  return vaultWorker().reportPdf(signedInUuid(), report.id, report.version);
}

/** Fetched now and kept sealed; throws ReportFileError (status null: no network). */
export async function fetchReportPdf(report: Pick<ReportRow, 'id' | 'version'>): Promise<ArrayBuffer> {
  const result = await vaultWorker().downloadReportPdf(signedInUuid(), report.id, report.version);
  if (!result.ok) throw new ReportFileError(result.status);
  return result.bytes;
}

function signedInUuid(): string {
  const uuid = lastUserUuid();
  if (!uuid) throw new Error('No signed-in user');
  return uuid;
}

/** No network and no copy on the device: not an error of the server. */
export const isOfflineFailure = (error: unknown) => error instanceof ReportFileError && error.status === null;
