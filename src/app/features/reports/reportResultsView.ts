import { isCriticalResult, type ReportResult } from '../../../contract/results';
import { formatResultLine } from '../../../shared/resultFormat';

/** A report's values in the lab's print order, under its headings in the order they first appear. */
export function groupedResults(
  results: readonly ReportResult[],
): { name: string | null; results: ReportResult[] }[] {
  const groups = new Map<string | null, ReportResult[]>();
  for (const result of [...results].sort((a, b) => a.position - b.position)) {
    const group = groups.get(result.group) ?? [];
    group.push(result);
    groups.set(result.group, group);
  }
  return [...groups].map(([name, grouped]) => ({ name, results: grouped }));
}

/**
 * The critical values of a report as the critical dialog names them (issue 27), in the doctor's
 * language and notation: 'Kalium 7,1 mmol/l (3,5–5,1) HH'. Empty for a report marked critical at
 * upload without structured results.
 */
export const criticalValueLines = (
  results: readonly ReportResult[] | null | undefined,
  language: string | undefined,
): string[] =>
  [...(results ?? [])]
    .filter(isCriticalResult)
    .sort((a, b) => a.position - b.position)
    .map((result) => formatResultLine(result, language));
