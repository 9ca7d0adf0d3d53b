import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import { formatRange, resultName } from '../../../shared/resultFormat';
import { formatDate } from '../../i18n/formatDate';
import { CumulativeValue, useCellTexts, type CellTexts } from './CumulativeCell';
import {
  tableRows,
  type CumulativeColumn,
  type CumulativeRow,
  type CumulativeTable,
} from './cumulativeTable';
import { trendableWith } from './trendSeries';

export interface CumulativeViewProps {
  table: CumulativeTable;
  /** Row keys chosen for the trend. */
  chosen: readonly string[];
  onToggle: (key: string) => void;
  onOpen: (reportId: string) => void;
}

const HEAD = 'px-2 py-2 text-left text-xs font-semibold text-stone-600';
const VALUE_CELL = 'px-2 py-1.5 text-right align-top whitespace-nowrap';

/** The row's texts, translated once for the whole table. */
interface GridTexts {
  cell: CellTexts;
  rangeChanged: string;
  chooseAnalyte: (name: string) => string;
}

function useGridTexts(): GridTexts {
  const { t } = useTranslation();
  const cell = useCellTexts();
  return useMemo(
    () => ({
      cell,
      rangeChanged: t('results.cumulative.rangeChanged'),
      chooseAnalyte: (name) => t('results.trend.chooseAnalyte', { name }),
    }),
    [t, cell],
  );
}

/**
 * Sample columns shown at once. From 1280 px beside the sidebar, six dates fit next to the
 * analyte's name, unit and range (values with their own range too) without the table scrolling
 * sideways inside the page, which the layout rule of issue 11 forbids; more samples are paged.
 */
export const CUMULATIVE_COLUMNS_PER_PAGE = 6;

/**
 * The cumulative table from 1280 px: analytes down under the lab's group headings, one column per
 * sample newest first (its date opens the report), the analyte's name, unit and current range
 * at the left; the newest six samples first, older ones a page further (a page also keeps the
 * browser from laying out a thousand cells at once: the view's 100 ms goal). A checkbox per row
 * adds it to the trend; rows of another unit than those chosen cannot join.
 */
export function CumulativeGrid({ table, chosen, onToggle, onOpen }: CumulativeViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const texts = useGridTexts();
  const chosenRows = tableRows(table).filter((row) => chosen.includes(row.key));
  const [wantedStart, setStart] = useState(0);
  const lastStart = Math.max(0, table.columns.length - CUMULATIVE_COLUMNS_PER_PAGE);
  const start = Math.min(wantedStart, lastStart);
  const shown = table.columns.slice(start, start + CUMULATIVE_COLUMNS_PER_PAGE);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {table.columns.length > CUMULATIVE_COLUMNS_PER_PAGE && (
        <ColumnPaging
          start={start}
          shown={shown.length}
          count={table.columns.length}
          onPage={(by) =>
            setStart(Math.min(lastStart, Math.max(0, start + by * CUMULATIVE_COLUMNS_PER_PAGE)))
          }
        />
      )}
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
        <table className="w-full text-sm" data-testid="cumulative-table">
          <caption className="sr-only">{t('results.cumulative.caption')}</caption>
          <thead className="border-b border-stone-200">
            <tr>
              <th scope="col" className={`${HEAD} sticky left-0 bg-white`}>
                <span className="sr-only">{t('results.trend.choose')}</span>
              </th>
              <th scope="col" className={HEAD}>
                {t('results.columns.analyte')}
              </th>
              <th scope="col" className={HEAD}>
                {t('results.columns.unit')}
              </th>
              <th scope="col" className={HEAD}>
                {t('results.columns.range')}
              </th>
              {shown.map((column) => (
                <th
                  key={column.reportId}
                  scope="col"
                  className={`${HEAD} text-right`}
                  data-testid="cumulative-column"
                >
                  <button
                    type="button"
                    onClick={() => onOpen(column.reportId)}
                    className="rounded text-right text-primary-700 hover:underline"
                    title={t('results.openReport', { befundId: column.befundId })}
                  >
                    {formatDate(column.date, language)}
                    <span className="block font-normal text-stone-500">{column.befundId}</span>
                  </button>
                  {column.corrected && (
                    <span className="block text-violet-800">{t('results.corrected')}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {table.groups.map((group) => (
            <tbody key={group.name ?? ''} className="divide-y divide-stone-100 border-b border-stone-200">
              {group.name && (
                <tr className="bg-stone-50">
                  <th
                    colSpan={4 + shown.length}
                    scope="colgroup"
                    className="px-2 py-1.5 text-left font-semibold text-stone-800"
                  >
                    {group.name}
                  </th>
                </tr>
              )}
              {group.rows.map((row) => (
                <GridRow
                  key={row.key}
                  columns={shown}
                  start={start}
                  row={row}
                  chosen={chosen.includes(row.key)}
                  choosable={trendableWith(row, chosenRows)}
                  onToggle={onToggle}
                  texts={texts}
                />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

/** Which samples the table shows ('Proben 1–6 von 10'), and the way to newer and older ones. */
function ColumnPaging({
  start,
  shown,
  count,
  onPage,
}: {
  start: number;
  shown: number;
  count: number;
  onPage: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const button =
    'inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-primary-700 ring-1 ring-stone-300 hover:bg-stone-50 disabled:text-stone-400 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 text-sm" data-testid="cumulative-paging">
      <span className="text-stone-700" aria-live="polite">
        {t('results.cumulative.samplesShown', { from: start + 1, to: start + shown, total: count })}
      </span>
      <button type="button" className={button} disabled={start === 0} onClick={() => onPage(-1)}>
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        {t('results.cumulative.newerSamples')}
      </button>
      <button type="button" className={button} disabled={start + shown >= count} onClick={() => onPage(1)}>
        {t('results.cumulative.olderSamples')}
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * One analyte: its choice for the trend, name, unit, current range, then its values by column.
 * Memoized: choosing an analyte for the trend or a new report's values re-render only the rows
 * whose props changed (the table's rows are rebuilt only when the patient's reports change).
 */
const GridRow = memo(function GridRow({
  columns,
  start,
  row,
  chosen,
  choosable,
  onToggle,
  texts,
}: {
  /** The shown columns, from the table's column `start` on. */
  columns: readonly CumulativeColumn[];
  start: number;
  row: CumulativeRow;
  chosen: boolean;
  choosable: boolean;
  onToggle: (key: string) => void;
  texts: GridTexts;
}) {
  const name = resultName(row, texts.cell.language);
  return (
    <tr data-testid="cumulative-row" data-code={row.code}>
      <td className="sticky left-0 bg-white px-2 py-1.5">
        <input
          type="checkbox"
          checked={chosen}
          disabled={!chosen && !choosable}
          onChange={() => onToggle(row.key)}
          aria-label={texts.chooseAnalyte(name)}
          className="size-4 rounded border-stone-300 text-primary-700"
        />
      </td>
      <th scope="row" className="px-2 py-1.5 text-left font-medium">
        {name}
        {row.rangeChanged && (
          <span className="ml-1 text-xs font-normal text-stone-600" data-testid="cumulative-range-changed">
            {texts.rangeChanged}
          </span>
        )}
      </th>
      <td className="px-2 py-1.5 whitespace-nowrap text-stone-700">{row.unit}</td>
      <td className="px-2 py-1.5 whitespace-nowrap text-stone-700">
        {formatRange(row.range, texts.cell.language)}
      </td>
      {columns.map((column, index) => {
        const cell = row.cells[start + index];
        return (
          <td key={column.reportId} className={VALUE_CELL}>
            {cell ? (
              <CumulativeValue cell={cell} texts={texts.cell} />
            ) : (
              <span className="text-stone-400">–</span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
