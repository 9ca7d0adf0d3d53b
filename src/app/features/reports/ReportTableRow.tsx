import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon, EyeIcon } from '@heroicons/react/24/outline';
import type { ReportRow } from '../../../db/rows';
import { formatDate, formatDateTime } from './formatDate';
import { OfflineMark } from './OfflineMark';
import { ReadBadge } from './ReadBadge';
import { doctorName, isUnreadReport, patientName } from './reportNames';

/** One report in the overview, with the columns of spec §2 and the offline mark. */
export function ReportTableRow({
  report,
  offline,
  onOpen,
  onDownload,
}: {
  report: ReportRow;
  offline: boolean;
  onOpen: (report: ReportRow) => void;
  onDownload: (report: ReportRow) => void;
}) {
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
        <ReadBadge unread={unread} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {report.read_at ? formatDate(report.read_at, language) : t('reports.list.notSeen')}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(report.downloadable_until, language)}</td>
      <td className="px-3 py-2">
        <OfflineMark available={offline} />
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onOpen(report)}
            className="rounded-md p-1.5 text-primary-700 hover:bg-primary-50"
            title={t('reports.list.open', { befundId: report.befund_id })}
          >
            <span className="sr-only">{t('reports.list.open', { befundId: report.befund_id })}</span>
            <EyeIcon className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onDownload(report)}
            className="rounded-md p-1.5 text-stone-700 hover:bg-stone-100"
            title={t('reports.list.download', { befundId: report.befund_id })}
          >
            <span className="sr-only">{t('reports.list.download', { befundId: report.befund_id })}</span>
            <ArrowDownTrayIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}
