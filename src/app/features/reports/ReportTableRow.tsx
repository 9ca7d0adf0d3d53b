import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../db/rows';
import { formatDate, formatDateTime } from '../../i18n/formatDate';
import { OfflineMark } from './OfflineMark';
import { CriticalBadge } from './CriticalBadge';
import { ReadBadge } from './ReadBadge';
import { ReportRowActions } from './ReportRowActions';
import { PendingMark } from '../../components/PendingMark';
import { doctorName, isUnreadReport, patientName } from './reportNames';

/** One report in the overview, with the columns of spec §2 and the offline mark. */
/** What a report's row and its card both show and do. */
export interface ReportRowProps {
  report: ReportRow;
  offline: boolean;
  pending: boolean;
  onOpen: (report: ReportRow) => void;
  onDownload: (report: ReportRow) => void;
}

export function ReportTableRow({ report, offline, pending, onOpen, onDownload }: ReportRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const unread = isUnreadReport(report);
  return (
    <tr
      data-testid="report-row"
      data-befund-id={report.befund_id}
      data-unread={unread}
      className={unread ? 'bg-primary-50/40 font-medium' : ''}
    >
      <td className="px-3 py-2 whitespace-nowrap">{report.befund_id}</td>
      <td className="px-3 py-2">{doctorName(report)}</td>
      <td className="px-3 py-2">{patientName(report)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(report.created_at, language)}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          <ReadBadge unread={unread} />
          <CriticalBadge report={report} />
          {pending && <PendingMark />}
        </div>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {report.read_at ? formatDate(report.read_at, language) : t('reports.list.notSeen')}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(report.downloadable_until, language)}</td>
      <td className="px-3 py-2">
        <OfflineMark available={offline} />
      </td>
      <td className="px-3 py-2">
        <ReportRowActions report={report} onOpen={onOpen} onDownload={onDownload} />
      </td>
    </tr>
  );
}
