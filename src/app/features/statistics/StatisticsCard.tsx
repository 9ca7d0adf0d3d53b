import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBarIcon } from '@heroicons/react/24/outline';
import { STATISTICS_DAYS } from '../../../contract/constants';
import { STATISTIC_KINDS, StatisticKind } from '../../../contract/statistics';
import { formatDate } from '../../i18n/formatDate';
import { useMirror } from '../../offline/useMirror';
import { DailyChart } from './DailyChart';
import { dailySeries } from './statisticsView';
import './statisticsTexts';

/**
 * The staff dashboard's statistics (spec §2: the toggle Logins / Befundansichten / Nachfragen;
 * issue 14: a daily chart over the last 30 days with the total), read from the mirror, so it shows
 * offline what the last pull brought. The chart is for the eye; the total and the table under
 * 'Werte als Tabelle' carry the same numbers for everyone else.
 */
export function StatisticsCard() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<StatisticKind>(StatisticKind.logins);
  const rows = useMirror((db) => db.dailyStatistic.toArray());
  const series = useMemo(() => (rows ? dailySeries(rows, kind, new Date()) : undefined), [rows, kind]);
  const kindLabel = t(`statistics.kinds.${kind}`);
  return (
    <section
      aria-labelledby="statistics-heading"
      data-testid="dashboard-statistics"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statistics-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ChartBarIcon className="size-5 text-primary-700" aria-hidden="true" />
          {t('statistics.title')}
        </h2>
        <div role="group" aria-label={t('statistics.toggleLabel')} className="flex flex-wrap gap-1">
          {STATISTIC_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === kind}
              onClick={() => setKind(option)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ring-1 ${
                option === kind
                  ? 'bg-primary-700 text-white ring-primary-700'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {t(`statistics.kinds.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {rows && rows.length === 0 && <p className="text-sm text-stone-600">{t('statistics.empty')}</p>}
      {series && rows && rows.length > 0 && (
        <>
          <p className="text-sm text-stone-700" data-testid="statistics-total">
            <span className="text-2xl font-semibold text-stone-900">{series.total}</span> {kindLabel} ·{' '}
            {t('statistics.total', { count: series.total, days: STATISTICS_DAYS })}
          </p>
          <figure className="min-w-0">
            <DailyChart key={kind} days={series.days} counts={series.counts} label={kindLabel} />
            <figcaption className="sr-only">
              {t('statistics.chartSummary', { kind: kindLabel, count: series.total, days: STATISTICS_DAYS })}
            </figcaption>
          </figure>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary-700">
              {t('statistics.showTable')}
            </summary>
            <div className="mt-2">
              <table className="w-full text-left">
                <caption className="sr-only">{t('statistics.tableCaption', { kind: kindLabel })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      {t('statistics.day')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('statistics.count')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {series.days.map((day, index) => (
                    <tr key={day}>
                      <td className="py-1">{formatDate(day, i18n.resolvedLanguage)}</td>
                      <td className="py-1 text-right tabular-nums">{series.counts[index]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
