import { SyncEntity } from '../../../contract/sync';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { seesAllReports } from '../../../contract/reportVisibility';
import type { ReportRow } from '../../../db/rows';
import { useBrowserOnline } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { useMirror } from '../../offline/useMirror';
import { useUnreadReportCount } from '../../offline/useUnreadReportCount';
import { STAFF_MIRRORED_REPORT_DAYS } from '../../../contract/constants';
import { downloadReport } from './downloadReport';
import { ListPagination } from '../../components/ListPagination';
import { ReportEmptyState } from './ReportEmptyState';
import { ReportFilterButtons } from './ReportFilterButtons';
import { readListParams, writeListParams } from './reportListParams';
import { reportListView, type ReportListOptions } from './reportListView';
import { ReportSearchField } from './ReportSearchField';
import { ReportTable } from './ReportTable';
import { ReportViewerDialog } from './ReportViewerDialog';
import { Spinner } from '../../components/Spinner';
import { useReportSlots } from '../../components/reportSlots';
import { useServerReportPages } from './useServerReportPages';
import './reportTexts';
import { useOptionalSignedInUser } from '../../session/useSignedInUser';
import { GuideLink } from '../../components/GuideLink';

const NO_USER = { permissions: [] };

/**
 * Spec §2 'Reports overview' (route list-reports): the mirror's reports, filtered, searched,
 * sorted and paged on the device, so the list works offline. Its state is the route query.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const options = readListParams(params);
  const user = useOptionalSignedInUser();
  const online = useBrowserOnline();
  // Staff mirror recent reports only; online, the older ones come page by page from the server.
  const seesAll = seesAllReports(user?.permissions ?? []);
  const serverTotal = useServerReportPages(options, seesAll && online);
  const reports = useUnsealed(
    SyncEntity.report,
    useMirror((db) => db.report.toArray()),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  // Issue 29: a push opens its report here (?report=<id>); closing the viewer drops the link.
  const linkedId = params.get('report');
  const shownId = openId ?? linkedId;
  const close = () => {
    setOpenId(null);
    if (linkedId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('report');
          return next;
        },
        { replace: true },
      );
    }
  };
  const { followUps } = useReportSlots();
  const change = (next: Partial<ReportListOptions>) =>
    setParams((current) => writeListParams(current, next), { replace: true });
  const open = (report: ReportRow) => setOpenId(report.id);

  const view = reports ? reportListView(reports, options, serverTotal) : null;
  // The sidebar's and the dashboard's number, not the server page's (issue 11: one number).
  const unread = useUnreadReportCount(user ?? NO_USER) ?? 0;
  const unreadKey = seesAll ? 'reports.list.recent' : 'reports.list';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold">{t('reports.list.title')}</h1>
          <GuideLink to="guide-reports-overview" />
        </div>
        {view && (
          <p data-testid="reports-unread-count" className="text-sm font-medium text-primary-800">
            {unread === 0
              ? t(`${unreadKey}.noUnread`, { days: STAFF_MIRRORED_REPORT_DAYS })
              : t(`${unreadKey}.unreadCount`, { count: unread, days: STAFF_MIRRORED_REPORT_DAYS })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ReportFilterButtons value={options.filter} onChange={(filter) => change({ filter })} />
        <div className="w-full sm:w-72">
          <ReportSearchField value={options.search} onSearch={(search) => change({ search })} />
        </div>
      </div>
      {!view || !reports ? (
        <Spinner label={t('reports.list.loading')} />
      ) : view.total === 0 ? (
        <ReportEmptyState hasReports={reports.length > 0} filter={options.filter} search={options.search} />
      ) : (
        <>
          <ReportTable
            rows={view.rows}
            sort={options}
            onSort={(sort) => change(sort)}
            onOpen={open}
            onDownload={(report) => void downloadReport(report)}
          />
          <ListPagination
            page={view.page}
            lastPage={view.lastPage}
            perPage={options.perPage}
            total={view.total}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
      <ReportViewerDialog reportId={shownId} onClose={close} actions={followUps} />
    </div>
  );
}
