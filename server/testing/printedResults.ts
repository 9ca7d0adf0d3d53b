/**
 * Issue 27: a report's stored values as the demo PDF prints its table, and the table read back
 * from the PDF's text, so a test can hold the one against the other. The printed form is German:
 * the value's own decimals with a decimal comma, 'low – high' or the range's text, the flag but N.
 */
import type { ReportResult } from '../../src/contract/results';
import { pdfText } from './pdf';

function printedRow(result: ReportResult): string {
  const decimals = result.value.split('.')[1]?.length ?? 0;
  const german = (value: number) => value.toFixed(decimals).replace('.', ',');
  const { low, high, text } = result.range;
  const range = text ?? `${german(low ?? NaN)} – ${german(high ?? NaN)}`;
  const flag = result.flag === 'N' ? [] : [result.flag];
  return [result.name.de, german(Number(result.value)), result.unit, range, ...flag].join('\n');
}

/** Each group's heading, then its rows, in the stored order: one drawn string a line. */
export function printedResultsTable(results: readonly ReportResult[]): string {
  return results
    .flatMap((result, index) => [
      ...(index === 0 || results[index - 1]?.group !== result.group ? [result.group ?? ''] : []),
      printedRow(result),
    ])
    .join('\n');
}

/** The strings of a one-page demo report's table: after the column headings, before the legend. */
export async function resultsTableOfPdf(bytes: Uint8Array): Promise<string> {
  // WinAnsi 0x96 is the en dash of the ranges.
  const text = (await pdfText(bytes)).replaceAll('\x96', '–');
  const start = text.indexOf('H/L\n');
  const end = text.indexOf('\nH = oberhalb');
  if (start < 0 || end < 0) throw new Error('no results table in the PDF');
  return text.slice(start + 'H/L\n'.length, end);
}
