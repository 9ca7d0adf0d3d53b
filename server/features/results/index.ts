/**
 * PLACEHOLDER (results-demo branch only): the interface of the results feature built on the
 * results-server branch (issue 27), so the demo seed compiles against it. Replaced by the real
 * feature at merge; nothing else of server/features/results lives on this branch.
 */
import type { ReportResult } from '../../../src/contract/results';
import type { AppTx } from '../../platform/db/database';

export interface ReportResultsInput {
  patient: { nummer: string | null; nachname: string; vorname: string; geburtsdatum: string | null };
  bsnr: string | null;
  sampledAt: Date | null;
  status: 'final' | 'corrected';
  results: ReportResult[];
}

export function recordReportResults(
  tx: AppTx,
  report: { id: number; userId: number },
  input: ReportResultsInput,
): Promise<void> {
  void tx;
  void report;
  void input;
  return Promise.reject(new Error('not merged yet'));
}
