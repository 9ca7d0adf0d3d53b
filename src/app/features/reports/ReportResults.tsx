import { useTranslation } from 'react-i18next';
import type { ReportResult } from '../../../contract/results';
import type { ReportRow } from '../../../db/rows';
import { ResultFlagMark, resultValueClass } from '../../components/ResultFlagMark';
import { useMediaQuery } from '../../components/useMediaQuery';
import { formatRange, formatResultValue, resultName } from '../../../shared/resultFormat';
import { groupedResults } from './reportResultsView';

/** Wide enough for the values' table beside the PDF (the viewer is at most 64 rem wide). */
export const RESULTS_BESIDE_PDF_QUERY = '(min-width: 1024px)';

/**
 * A report's values (issue 27) beside its PDF: grouped under the lab's headings in its order,
 * values outside the range in colour and with their flag as text, the range shown; on a phone a
 * list. A report uploaded as a bare PDF says nothing is structured; a corrected one says so.
 */
export function ReportResults({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(RESULTS_BESIDE_PDF_QUERY);
  if (!report.results || report.results.length === 0) {
    return (
      <p
        className="rounded-md bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200"
        data-testid="report-results-none"
      >
        {t('reports.results.none')}
      </p>
    );
  }
  const groups = groupedResults(report.results);
  return (
    <section
      aria-label={t('reports.results.title')}
      data-testid="report-results"
      className="flex min-w-0 flex-col gap-2"
    >
      {report.result_status === 'corrected' && (
        <p
          className="rounded-md bg-violet-50 p-2 text-sm text-violet-900 ring-1 ring-violet-200"
          data-testid="report-results-corrected"
        >
          {t('reports.results.corrected')}
        </p>
      )}
      {wide ? <ResultsTable groups={groups} /> : <ResultsList groups={groups} />}
    </section>
  );
}

type Groups = ReturnType<typeof groupedResults>;

function ResultsTable({ groups }: { groups: Groups }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const head = 'px-2 py-1.5 text-left text-xs font-semibold text-stone-600';
  return (
    <table className="w-full text-sm" data-testid="report-results-table">
      <caption className="sr-only">{t('reports.results.title')}</caption>
      <thead className="border-b border-stone-200">
        <tr>
          <th scope="col" className={head}>
            {t('reports.results.analyte')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('reports.results.value')}
          </th>
          <th scope="col" className={head}>
            {t('reports.results.unit')}
          </th>
          <th scope="col" className={head}>
            {t('reports.results.range')}
          </th>
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.name ?? ''} className="divide-y divide-stone-100">
          {group.name && (
            <tr className="bg-stone-50">
              <th colSpan={4} scope="colgroup" className="px-2 py-1 text-left font-semibold text-stone-800">
                {group.name}
              </th>
            </tr>
          )}
          {group.results.map((result) => (
            <tr key={result.position} data-testid="report-result" data-code={result.code}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {resultName(result, language)}
              </th>
              <td className="px-2 py-1 text-right whitespace-nowrap">
                <Value result={result} language={language} />
              </td>
              <td className="px-2 py-1 whitespace-nowrap text-stone-700">{result.unit}</td>
              <td className="px-2 py-1 whitespace-nowrap text-stone-700">
                {formatRange(result.range, language)}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function ResultsList({ groups }: { groups: Groups }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <div className="flex flex-col gap-3" data-testid="report-results-list">
      {groups.map((group) => (
        <div key={group.name ?? ''}>
          {group.name && <h3 className="text-sm font-semibold text-stone-800">{group.name}</h3>}
          <ul className="divide-y divide-stone-100">
            {group.results.map((result) => {
              const range = formatRange(result.range, language);
              return (
                <li
                  key={result.position}
                  data-testid="report-result"
                  data-code={result.code}
                  className="flex items-start justify-between gap-3 py-1.5 text-sm"
                >
                  <span className="min-w-0 break-words">
                    {resultName(result, language)}
                    {range && (
                      <span className="block text-xs text-stone-600">
                        {t('reports.results.rangeLabel', { range })}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-right whitespace-nowrap">
                    <Value result={result} language={language} />
                    {result.unit && <span className="ml-1 text-stone-700">{result.unit}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Value({ result, language }: { result: ReportResult; language: string | undefined }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className={`tabular-nums ${resultValueClass(result.flag)}`}>
        {formatResultValue(result, language)}
      </span>
      <ResultFlagMark flag={result.flag} />
    </span>
  );
}
