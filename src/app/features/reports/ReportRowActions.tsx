import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon, EyeIcon, TableCellsIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router-dom';
import { pathOf } from '../../router/routePaths';
import type { ReportRow } from '../../../db/rows';

/**
 * Open and download of one report, in the table's last column and at the foot of its card; where
 * the report names its patient, the patient's cumulative findings (issue 27).
 */
export function ReportRowActions({
  report,
  onOpen,
  onDownload,
}: {
  report: ReportRow;
  onOpen: (report: ReportRow) => void;
  onDownload: (report: ReportRow) => void;
}) {
  const { t } = useTranslation();
  const open = t('reports.list.open', { befundId: report.befund_id });
  const download = t('reports.list.download', { befundId: report.befund_id });
  const cumulative = t('reports.list.cumulative', { befundId: report.befund_id });
  return (
    <div className="flex gap-1">
      <button
        type="button"
        onClick={() => onOpen(report)}
        className="rounded-md p-2 text-primary-700 hover:bg-primary-50"
        title={open}
      >
        <span className="sr-only">{open}</span>
        <EyeIcon className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => onDownload(report)}
        className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
        title={download}
      >
        <span className="sr-only">{download}</span>
        <ArrowDownTrayIcon className="size-5" aria-hidden="true" />
      </button>
      {report.patient_id && (
        <Link
          to={pathOf('patient-cumulative', { patientId: report.patient_id })}
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
          title={cumulative}
          data-testid="report-row-cumulative"
        >
          <span className="sr-only">{cumulative}</span>
          <TableCellsIcon className="size-5" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
