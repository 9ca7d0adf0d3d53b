import type { TFunction } from 'i18next';
import type { ReportPatient } from '../../../../contract/reports';
import { formatRange, formatResultValue, resultName } from '../../../../shared/resultFormat';
import { formatDate } from '../../../i18n/formatDate';
import type { CumulativePeriod, CumulativeTable } from '../cumulativeTable';

/**
 * The printed cumulative findings as texts, in the reader's language (issue 27): what the PDF
 * renderer draws, so the renderer knows no i18n and the print says exactly what the screen says.
 */
export interface CumulativePrintModel {
  title: string;
  patientLine: string;
  periodLine: string;
  printedLine: string;
  columns: string[];
  groups: { name: string | null; rows: PrintRow[] }[];
  labels: {
    analyte: string;
    unit: string;
    range: string;
    legend: string;
    page: (page: number, of: number) => string;
  };
}

export interface PrintRow {
  name: string;
  unit: string;
  range: string;
  cells: ({ text: string; outOfRange: boolean; critical: boolean } | null)[];
}

export function cumulativePrintModel(
  table: CumulativeTable,
  patient: ReportPatient,
  period: CumulativePeriod,
  t: TFunction,
  language: string | undefined,
  now: Date,
): CumulativePrintModel {
  const day = (iso: string) => formatDate(iso, language);
  const from = period.from ? day(period.from) : day(table.columns.at(-1)?.date ?? now.toISOString());
  const to = period.to ? day(period.to) : day(table.columns[0]?.date ?? now.toISOString());
  return {
    title: t('results.print.title'),
    patientLine: [
      `${patient.nachname}, ${patient.vorname}`,
      patient.geburtsdatum ? t('results.birthDate', { date: day(patient.geburtsdatum) }) : null,
    ]
      .filter(Boolean)
      .join(', '),
    periodLine: t('results.print.period', { from, to }),
    printedLine: t('results.print.printed', { date: day(now.toISOString()) }),
    columns: table.columns.map(
      (column) => `${day(column.date)}${column.corrected ? ` ${t('results.print.correctedMark')}` : ''}`,
    ),
    groups: table.groups.map((group) => ({
      name: group.name,
      rows: group.rows.map((row) => ({
        name: resultName(row, language),
        unit: row.unit,
        range: formatRange(row.range, language),
        cells: row.cells.map((cell) => {
          if (!cell) return null;
          const flag = cell.result.flag === 'N' ? '' : ` ${cell.result.flag}`;
          const own = cell.rangeChanged ? ` (${formatRange(cell.result.range, language)})` : '';
          return {
            text: `${formatResultValue(cell.result, language)}${flag}${own}`,
            outOfRange: cell.result.flag !== 'N',
            critical: ['LL', 'HH', 'AA'].includes(cell.result.flag),
          };
        }),
      })),
    })),
    labels: {
      analyte: t('results.columns.analyte'),
      unit: t('results.columns.unit'),
      range: t('results.columns.range'),
      legend: t('results.print.legend'),
      page: (page, of) => t('results.print.page', { page, of }),
    },
  };
}
