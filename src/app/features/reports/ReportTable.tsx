import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../db/rows';
import { ReportTableRow } from './ReportTableRow';
import { SortableHeader, type SortState } from './SortableHeader';
import { useOfflineAvailable } from './useOfflineAvailable';
import { SyncEntity } from '../../../contract/sync';
import { useWideScreen } from '../../components/useWideScreen';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { ReportCard } from './ReportCard';
import { ReportSortSelect } from './ReportSortSelect';

const PLAIN_HEADER = 'px-3 py-2 text-left font-semibold';

/**
 * The overview's table (spec §2 columns) on wide screens, one card per report below (issue 11).
 * The list grows with the page instead of scrolling within 400 px (spec §9): at 1366x768 a list
 * that scrolls inside a page that scrolls too was the review's finding (docs/decisions.md).
 */
export function ReportTable({
  rows,
  sort,
  onSort,
  onOpen,
  onDownload,
}: {
  rows: readonly ReportRow[];
  sort: SortState;
  onSort: (next: SortState) => void;
  onOpen: (report: ReportRow) => void;
  onDownload: (report: ReportRow) => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAvailable(rows);
  const pending = usePendingActions(SyncEntity.report);
  const wide = useWideScreen();
  const header = { sort, onSort };
  if (!wide) {
    return (
      <>
        <ReportSortSelect sort={sort} onSort={onSort} />
        <ul
          aria-label={t('reports.list.tableCaption')}
          className="divide-y divide-stone-100 rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
        >
          {rows.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              offline={offline.has(report.id)}
              pending={hasPendingActions(pending, report.id)}
              onOpen={onOpen}
              onDownload={onDownload}
            />
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('reports.list.tableCaption')}</caption>
        <thead className="sticky top-0 z-10 bg-stone-50 text-stone-700">
          <tr>
            <SortableHeader column="befund_id" labelKey="reports.list.columns.befundId" {...header} />
            <SortableHeader column="doctor" labelKey="reports.list.columns.doctor" {...header} />
            <SortableHeader column="patient" labelKey="reports.list.columns.patient" {...header} />
            <SortableHeader column="created_at" labelKey="reports.list.columns.created" {...header} />
            <th scope="col" className={PLAIN_HEADER}>
              {t('reports.list.columns.status')}
            </th>
            <SortableHeader column="read_at" labelKey="reports.list.columns.seen" {...header} />
            <th scope="col" className={PLAIN_HEADER}>
              {t('reports.list.columns.downloadableUntil')}
            </th>
            <th scope="col" className={PLAIN_HEADER}>
              {t('reports.list.columns.offline')}
            </th>
            <th scope="col" className={PLAIN_HEADER}>
              {t('reports.list.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((report) => (
            <ReportTableRow
              key={report.id}
              report={report}
              offline={offline.has(report.id)}
              pending={hasPendingActions(pending, report.id)}
              onOpen={onOpen}
              onDownload={onDownload}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
