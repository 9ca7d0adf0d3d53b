import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../components/Button';
import { ResultFlagMark } from '../../components/ResultFlagMark';
import { Spinner } from '../../components/Spinner';
import { formatResultWithUnit, resultName } from '../../../shared/resultFormat';
import { formatDate } from '../../i18n/formatDate';
import type { CumulativeRow, CumulativeTable } from './cumulativeTable';
import { trendSeries } from './trendSeries';

// uPlot comes with the first trend shown, not with the cumulative table.
const TrendChart = lazy(() => import('./TrendChart'));

/**
 * The trend of the chosen analytes (issue 27): the chart for the eye, and the same values as a
 * list by date (each opening its report) for everyone, screen readers included.
 */
export function TrendPanel({
  table,
  rows,
  onOpen,
  onClear,
}: {
  table: CumulativeTable;
  rows: readonly CumulativeRow[];
  onOpen: (reportId: string) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const series = useMemo(() => trendSeries(table, rows), [table, rows]);
  const names = rows.map((row) => resultName(row, language)).join(', ');
  const unit = rows[0]?.unit ?? '';
  return (
    <section
      aria-labelledby="trend-heading"
      data-testid="trend-panel"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="trend-heading" className="text-lg font-semibold break-words">
          {t('results.trend.title', { names, unit })}
        </h2>
        <SecondaryButton onClick={onClear}>{t('results.trend.clear')}</SecondaryButton>
      </div>
      <figure className="min-w-0">
        <Suspense fallback={<Spinner label={t('results.trend.loading')} />}>
          <TrendChart series={series} onOpen={onOpen} />
        </Suspense>
        <figcaption className="text-xs text-stone-600">{t('results.trend.legend')}</figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">
          {t('results.trend.showValues')}
        </summary>
        <ul className="mt-2 divide-y divide-stone-100" data-testid="trend-values">
          {[...series.times.keys()].reverse().flatMap((index) =>
            series.lines.flatMap((line) => {
              const point = line.points[index];
              if (!point) return [];
              return [
                <li
                  key={`${line.key}-${point.reportId}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-1.5"
                >
                  <button
                    type="button"
                    onClick={() => onOpen(point.reportId)}
                    className="text-left text-primary-700 hover:underline"
                  >
                    {`${formatDate(point.date, language)} · ${point.befundId}`}
                  </button>
                  <span className="flex items-center gap-1">
                    {`${resultName(line, language)}: ${formatResultWithUnit(point.result, language)}`}
                    <ResultFlagMark flag={point.result.flag} />
                  </span>
                </li>,
              ];
            }),
          )}
        </ul>
      </details>
    </section>
  );
}
