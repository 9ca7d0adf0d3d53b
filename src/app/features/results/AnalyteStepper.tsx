import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import { SelectField } from '../../components/SelectField';
import { formatRange, resultName } from '../../../shared/resultFormat';
import { formatDate } from '../../i18n/formatDate';
import { CumulativeValue, useCellTexts } from './CumulativeCell';
import type { CumulativeViewProps } from './CumulativeGrid';
import { rowValues, tableRows } from './cumulativeTable';
import { trendableWith } from './trendSeries';

/**
 * The cumulative findings on a phone (issue 27): one analyte at a time, picked from the lab's list
 * or stepped through, its values as a list by date, newest first; each date opens its report.
 */
export function AnalyteStepper({ table, chosen, onToggle, onOpen }: CumulativeViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const texts = useCellTexts();
  const rows = tableRows(table);
  const [key, setKey] = useState(rows[0]?.key ?? '');
  const index = Math.max(
    0,
    rows.findIndex((row) => row.key === key),
  );
  const row = rows[index];
  if (!row) return null;
  const name = resultName(row, language);
  const chosenRows = rows.filter((other) => chosen.includes(other.key));
  const isChosen = chosen.includes(row.key);
  const step = (by: number) => setKey(rows[(index + by + rows.length) % rows.length]?.key ?? key);
  const stepButton = 'rounded-md p-2 text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50';
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="cumulative-stepper"
    >
      <div className="flex items-end gap-2">
        <button type="button" className={stepButton} onClick={() => step(-1)}>
          <span className="sr-only">{t('results.cumulative.previous')}</span>
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <SelectField
            label={t('results.cumulative.analyte')}
            value={row.key}
            onChange={(event) => setKey(event.target.value)}
            options={rows.map((option) => ({
              value: option.key,
              label: option.unit
                ? `${resultName(option, language)} (${option.unit})`
                : resultName(option, language),
            }))}
          />
        </div>
        <button type="button" className={stepButton} onClick={() => step(1)}>
          <span className="sr-only">{t('results.cumulative.next')}</span>
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div>
        <h2 className="text-lg font-semibold break-words" data-testid="cumulative-analyte">
          {name}
        </h2>
        <p className="text-sm text-stone-600">
          {[
            row.unit,
            formatRange(row.range, language) &&
              t('results.rangeLabel', { range: formatRange(row.range, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
          {row.rangeChanged && ` · ${t('results.cumulative.rangeChanged')}`}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isChosen}
          disabled={!isChosen && !trendableWith(row, chosenRows)}
          onChange={() => onToggle(row.key)}
          className="size-4 rounded border-stone-300 text-primary-700"
        />
        {t('results.trend.chooseAnalyte', { name })}
      </label>
      <ul className="divide-y divide-stone-100" data-testid="cumulative-values">
        {rowValues(table, row).map(({ column, cell }) => (
          <li
            key={column.reportId}
            className="flex items-center justify-between gap-3 py-2"
            data-testid="cumulative-value-item"
          >
            <button
              type="button"
              onClick={() => onOpen(column.reportId)}
              className="text-left text-sm text-primary-700 hover:underline"
              title={t('results.openReport', { befundId: column.befundId })}
            >
              {formatDate(column.date, language)}
              <span className="block text-xs text-stone-500">{column.befundId}</span>
            </button>
            <span className="text-right whitespace-nowrap">
              <CumulativeValue cell={cell} texts={texts} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
