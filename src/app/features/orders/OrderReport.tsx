import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../contract/permissions';
import { SyncEntity } from '../../../contract/sync';
import type { ReportRow } from '../../../db/rows';
import { formatResultWithUnit, formatRange, resultName } from '../../../shared/resultFormat';
import { SecondaryButton } from '../../components/Button';
import { ResultFlagMark, resultValueClass } from '../../components/ResultFlagMark';
import { useReportSlots } from '../../components/reportSlots';
import { formatDate } from '../../i18n/formatDate';
import { useMirror } from '../../offline/useMirror';
import { useUnsealedRow } from '../../offline/useUnsealed';
import { pathOf } from '../../router/routePaths';

/**
 * The report linked to the order (issue 28: the LIS imported it under the order's number): read
 * from the mirror like the reports list reads it, its values listed here, the report itself opened
 * in the reports feature's viewer (the page's report slot, components/reportSlots.ts), and the
 * patient's cumulative findings one click away. A report the device does not hold (staff: not
 * theirs to mirror) is named as there, with the way to the reports.
 */
export function OrderReport({ reportId, permissions }: { reportId: number; permissions: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const report = useUnsealedRow(
    SyncEntity.report,
    useMirror(async (db) => (await db.report.get(String(reportId))) ?? null, [reportId]),
  );
  const { Viewer } = useReportSlots();
  const [open, setOpen] = useState(false);
  const readsReports = permissions.includes(Permission.listReports);
  return (
    <section
      aria-labelledby="order-report-heading"
      data-testid="order-report"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-emerald-300"
    >
      <h2 id="order-report-heading" className="text-sm font-medium text-stone-500">
        {t('orders.report.title')}
      </h2>
      {report === undefined ? null : report === null ? (
        <p className="text-sm text-stone-700" data-testid="order-report-missing">
          {t('orders.report.notOnDevice')}{' '}
          {readsReports && (
            <Link to={pathOf('list-reports')} className="text-primary-800 hover:underline">
              {t('orders.report.toReports')}
            </Link>
          )}
        </p>
      ) : (
        <>
          <p className="font-medium break-words">
            {t('orders.report.arrived', {
              befundId: report.befund_id,
              date: formatDate(report.created_at, i18n.resolvedLanguage),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            {Viewer && (
              <SecondaryButton onClick={() => setOpen(true)} data-testid="order-report-open">
                {t('orders.report.open')}
              </SecondaryButton>
            )}
            {readsReports && report.patient_id && (
              <Link
                to={pathOf('patient-cumulative', { patientId: report.patient_id })}
                className="self-center text-sm text-primary-800 hover:underline"
                data-testid="order-report-cumulative"
              >
                {t('orders.report.cumulative')}
              </Link>
            )}
          </div>
          <ReportValues report={report} />
          {Viewer && <Viewer reportId={open ? report.id : null} onClose={() => setOpen(false)} />}
        </>
      )}
    </section>
  );
}

/** The report's values in a compact list: name, value with unit, range, flag (the viewer has the full table). */
function ReportValues({ report }: { report: ReportRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  if (!report.results || report.results.length === 0) {
    return <p className="text-sm text-stone-600">{t('orders.report.noValues')}</p>;
  }
  return (
    <div className="min-w-0">
      <h3 className="sr-only">{t('orders.report.values')}</h3>
      <ul className="divide-y divide-stone-100 text-sm" data-testid="order-report-values">
        {report.results.map((result) => {
          const range = formatRange(result.range, language);
          return (
            <li
              key={`${result.position}-${result.code}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-1"
            >
              <span className="min-w-0 break-words">{resultName(result, language)}</span>
              <span className="flex items-baseline gap-2">
                <span className={resultValueClass(result.flag)}>
                  {formatResultWithUnit(result, language)}
                </span>
                {range && <span className="text-xs text-stone-500">({range})</span>}
                <ResultFlagMark flag={result.flag} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
