import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../components/PendingMark';
import { formatDate, formatDateTime } from '../../i18n/formatDate';
import { OfflineMark } from './OfflineMark';
import { CriticalBadge } from './CriticalBadge';
import { ReadBadge } from './ReadBadge';
import { ReportRowActions } from './ReportRowActions';
import type { ReportRowProps } from './ReportTableRow';
import { doctorName, isUnreadReport, patientName } from './reportNames';

/** One report as a card on narrower screens: the table's columns as labelled lines. */
export function ReportCard({ report, offline, pending, onOpen, onDownload }: ReportRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const unread = isUnreadReport(report);
  const column = (key: string) => t(`reports.list.columns.${key}`);
  return (
    <li
      data-testid="report-row"
      data-befund-id={report.befund_id}
      data-unread={unread}
      className={`flex flex-col gap-2 p-4 text-sm ${unread ? 'bg-primary-50/40' : ''}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`break-words ${unread ? 'font-semibold' : 'font-medium'}`}>{patientName(report)}</p>
          <p className="text-stone-600">
            {column('befundId')}: {report.befund_id}
          </p>
        </div>
        <ReadBadge unread={unread} />
      </div>
      <CriticalBadge report={report} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-stone-600">
        <dt>{column('doctor')}</dt>
        <dd className="break-words">{doctorName(report)}</dd>
        <dt>{column('created')}</dt>
        <dd>{formatDateTime(report.created_at, language)}</dd>
        <dt>{column('seen')}</dt>
        <dd>{report.read_at ? formatDate(report.read_at, language) : t('reports.list.notSeen')}</dd>
        <dt>{column('downloadableUntil')}</dt>
        <dd>{formatDate(report.downloadable_until, language)}</dd>
      </dl>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <OfflineMark available={offline} />
          {pending && <PendingMark />}
        </div>
        <ReportRowActions report={report} onOpen={onOpen} onDownload={onDownload} />
      </div>
    </li>
  );
}
