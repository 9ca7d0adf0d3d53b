import { useEffect, useState } from 'react';
import type { ReportFileRow, ReportRow } from '../../../db/rows';
import { isCurrentFile } from '../../../sync/reportFiles';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { announceLoadFailure } from './announceLoadFailure';
import { fetchReportPdf, heldReportPdf, isOfflineFailure } from './reportPdf';

export const PdfStateKind = {
  loading: 'loading',
  ready: 'ready',
  /** Neither a copy of this version on the device nor a network to fetch it. */
  offline: 'offline',
  failed: 'failed',
} as const;
export type PdfStateKind = (typeof PdfStateKind)[keyof typeof PdfStateKind];

export type PdfState =
  | { kind: typeof PdfStateKind.ready; bytes: ArrayBuffer }
  | { kind: Exclude<PdfStateKind, typeof PdfStateKind.ready> };

/**
 * The PDF of an open report: the device's copy when it holds this version, else fetched (and
 * kept) while the viewer shows a spinner. Reads the copy with a live query, so a download by
 * the sync worker's prefetch shows as well; tries again when the browser comes back online.
 */
export function useReportPdf(report: Pick<ReportRow, 'id' | 'version'>): PdfState {
  const { id, version } = report;
  const online = useBrowserOnline();
  const stored = useMirror((db) => db.reportFile.get(id).then((file) => file ?? null), [id]);
  const current = stored && isCurrentFile(stored, { version }) ? stored : null;
  const missing = stored !== undefined && current === null;
  // The copy is sealed: the worker opens it (issue 7).
  const [opened, setOpened] = useState<{ file: ReportFileRow; bytes: ArrayBuffer } | null>(null);
  useEffect(() => {
    if (!current) return;
    let cancelled = false;
    void heldReportPdf({ id, version }).then((bytes) => {
      if (!cancelled && bytes) setOpened({ file: current, bytes });
    });
    return () => {
      cancelled = true;
    };
  }, [current, id, version]);
  const [failure, setFailure] = useState<{
    key: string;
    kind: typeof PdfStateKind.offline | typeof PdfStateKind.failed;
  } | null>(null);
  const key = `${id}:${version}`;

  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    fetchReportPdf({ id, version }).catch((error: unknown) => {
      if (cancelled) return;
      const offline = isOfflineFailure(error);
      // Offline is said in the viewer itself; a server's refusal also as a notification (§8).
      if (!offline) announceLoadFailure(error);
      setFailure({ key: `${id}:${version}`, kind: offline ? PdfStateKind.offline : PdfStateKind.failed });
    });
    return () => {
      cancelled = true;
    };
  }, [missing, id, version, online]);

  if (current && opened?.file === current) return { kind: PdfStateKind.ready, bytes: opened.bytes };
  if (failure?.key === key) return { kind: failure.kind };
  return { kind: PdfStateKind.loading };
}
