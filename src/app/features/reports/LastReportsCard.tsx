import { SyncEntity } from '../../../contract/sync';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentTextIcon } from '@heroicons/react/24/outline';
import { DASHBOARD_LAST_REPORTS } from '../../../contract/constants';
import { ReportReadFilter } from '../../../contract/reports';
import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnreadReportCount } from '../../offline/useUnreadReportCount';
import { useUnsealed } from '../../offline/useUnsealed';
import { pathOf } from '../../router/routePaths';
import { formatDate } from '../../i18n/formatDate';
import { useReportSlots } from '../../components/reportSlots';
import { CriticalBadge } from './CriticalBadge';
import { ReadBadge } from './ReadBadge';
import { writeListParams } from './reportListParams';
import { isUnreadReport, patientName } from './reportNames';
import { ReportViewerDialog } from './ReportViewerDialog';
import './reportTexts';
import { useSignedInUser } from '../../session/useSignedInUser';

const unreadListPath = () =>
  `${pathOf('list-reports')}?${writeListParams(new URLSearchParams(), { filter: ReportReadFilter.unread }).toString()}`;

/**
 * The doctor dashboard's last reports (spec §2: the doctor variant for Admin and Arzt), from the
 * mirror; a report opens in the same viewer as in the overview. The unread count leads to the
 * overview filtered to unread reports.
 */
export function LastReportsCard() {
  const { t } = useTranslation();
  const recent = useUnsealed(
    SyncEntity.report,
    useMirror((db) => db.report.orderBy('created_at').reverse().limit(DASHBOARD_LAST_REPORTS).toArray()),
  );
  const user = useSignedInUser();
  // The sidebar's and the reports list's number (offline/unreadReports.ts).
  const unread = useUnreadReportCount(user) ?? 0;
  const [openId, setOpenId] = useState<string | null>(null);
  const { followUps } = useReportSlots();
  return (
    <section
      aria-labelledby="last-reports-heading"
      data-testid="dashboard-last-reports"
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="last-reports-heading" className="flex items-center gap-2 text-lg font-semibold">
          <DocumentTextIcon className="size-5 text-primary-700" aria-hidden="true" />
          {t('reports.dashboard.title')}
        </h2>
        {unread > 0 ? (
          <Link to={unreadListPath()} className="text-sm font-medium text-primary-700 hover:underline">
            {t('reports.dashboard.unreadLink', { count: unread })}
          </Link>
        ) : (
          <span className="text-sm text-stone-600">{t('reports.dashboard.noUnread')}</span>
        )}
      </div>
      {recent && recent.length === 0 && (
        <p className="text-sm text-stone-600">{t('reports.dashboard.empty')}</p>
      )}
      {recent && recent.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {recent.map((report) => (
            <LastReportItem key={report.id} report={report} onOpen={() => setOpenId(report.id)} />
          ))}
        </ul>
      )}
      <Link
        to={pathOf('list-reports')}
        className="self-start text-sm font-medium text-primary-700 hover:underline"
      >
        {t('reports.dashboard.all')}
      </Link>
      <ReportViewerDialog reportId={openId} onClose={() => setOpenId(null)} actions={followUps} />
    </section>
  );
}

function LastReportItem({ report, onOpen }: { report: ReportRow; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const unread = isUnreadReport(report);
  return (
    <li>
      {/* Named by what it shows, with a spoken prefix: a label that dropped the visible patient and
          date would fail axe's label-content-name-mismatch (WCAG 2.5.3). */}
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-left text-sm hover:bg-stone-50"
      >
        <span className="min-w-0">
          <span className={`block ${unread ? 'font-semibold' : 'font-medium'}`}>{report.befund_id}</span>
          <span className="block truncate text-stone-600">
            {patientName(report)} · {formatDate(report.created_at, i18n.resolvedLanguage)}
          </span>
          {/* Below the text, where a long 'acknowledged by' may wrap on a phone. */}
          <CriticalBadge report={report} />
        </span>
        {unread && (
          <span className="shrink-0">
            <ReadBadge unread />
          </span>
        )}
      </button>
    </li>
  );
}
