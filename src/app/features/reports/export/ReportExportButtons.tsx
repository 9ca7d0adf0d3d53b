import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { ResultExportFormat } from '../../../../contract/resultExport/exportInput';
import type { ReportRow } from '../../../../db/rows';
import { useLabName } from '../../../config/labName';
import { useBrowserOnline, useMirror } from '../../../offline/useMirror';
import { useOptionalSignedInUser } from '../../../session/useSignedInUser';
import { announceLoadFailure } from '../announceLoadFailure';
import { isOfflineFailure } from '../reportPdf';
import { useOfflineAvailable } from '../useOfflineAvailable';
import './reportExportTexts';

/**
 * The report with its values for the practice software (issue 27): LDT 3 and FHIR, made on the
 * device from the mirror, so they work offline wherever the PDF is on the device; offline without
 * it, the buttons say why they cannot. The writers load with the first click.
 */
export function ReportExportButtons({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const onDevice = useOfflineAvailable([report]).has(report.id);
  const doctorLanr = useDoctorLanr(report);
  const labName = useLabName();
  const [busy, setBusy] = useState<ResultExportFormat | null>(null);
  const [offlineFailure, setOfflineFailure] = useState(false);
  const unavailable = (!online && !onDevice) || offlineFailure;

  const download = async (format: ResultExportFormat) => {
    setBusy(format);
    try {
      const { downloadReportExport } = await import('./downloadReportExport');
      await downloadReportExport(report, format, { labName, doctorLanr });
      setOfflineFailure(false);
    } catch (error) {
      if (isOfflineFailure(error)) setOfflineFailure(true);
      else announceLoadFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('reportExport.label')}
      className="flex flex-wrap items-center gap-x-2 gap-y-1"
    >
      <span className="w-full text-xs text-stone-600 sm:w-auto">{t('reportExport.label')}</span>
      {Object.values(ResultExportFormat).map((format) => (
        <button
          key={format}
          type="button"
          data-testid={`report-export-${format}`}
          title={t(format === 'ldt' ? 'reportExport.ldtTitle' : 'reportExport.fhirTitle')}
          aria-describedby={unavailable ? `report-export-offline-${report.id}` : undefined}
          disabled={busy !== null || (!online && !onDevice)}
          onClick={() => void download(format)}
          className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ArrowDownTrayIcon className="size-5" aria-hidden="true" />
          {t(format === 'ldt' ? 'reportExport.ldt' : 'reportExport.fhir')}
        </button>
      ))}
      {unavailable && (
        <span
          id={`report-export-offline-${report.id}`}
          role="status"
          className="w-full text-xs text-amber-800"
        >
          {t('reportExport.notOffline')}
        </span>
      )}
    </div>
  );
}

/** The report's doctor's LANR: the signed-in doctor's own, else from the mirrored doctors (staff). */
function useDoctorLanr(report: ReportRow): string | null {
  const user = useOptionalSignedInUser();
  const own = user?.uuid === report.user.uuid ? user.lis_id : undefined;
  const mirrored = useMirror(
    async (db) =>
      own !== undefined
        ? null
        : ((await db.doctor.where('uuid').equals(report.user.uuid).first())?.lis_id ?? null),
    [own, report.user.uuid],
  );
  return own ?? mirrored ?? null;
}
