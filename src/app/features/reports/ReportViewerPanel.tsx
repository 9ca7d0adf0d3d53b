import { SyncEntity } from '../../../contract/sync';
import { useEffect, useRef, type ReactNode } from 'react';
import { DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { WifiIcon, XMarkIcon } from '@heroicons/react/24/outline';
import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealedRow } from '../../offline/useUnsealed';
import { KeepOfflineButton } from './KeepOfflineButton';
import { ReportExportButtons } from './export/ReportExportButtons';
import { PdfFrame } from './PdfFrame';
import { reportActions } from './reportActions';
import { marksReadOnOpen } from './readOnOpen';
import { patientName } from './reportNames';
import { formatDate } from '../../i18n/formatDate';
import { useOfflineAvailable } from './useOfflineAvailable';
import { PdfStateKind, useReportPdf } from './useReportPdf';
import { Spinner } from '../../components/Spinner';
import './reportTexts';
import { useOptionalSignedInUser } from '../../session/useSignedInUser';

/**
 * The open report: header (reference number, patient, follow-ups, the 'offline verfügbar machen'
 * toggle) and the PDF below, filling what the viewport leaves. Sized by the dynamic viewport
 * (dvh) and never wider than it, so it fits a 390 px phone as well as 1366x768.
 */
export function ReportViewerPanel({
  reportId,
  onClose,
  actions,
}: {
  reportId: string;
  onClose: () => void;
  actions?: (report: ReportRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const report = useUnsealedRow(
    SyncEntity.report,
    useMirror((db) => db.report.get(reportId).then((row) => row ?? null), [reportId]),
  );
  return (
    <DialogPanel
      data-testid="report-viewer-panel"
      className="relative flex h-[calc(100dvh-1rem)] w-full max-w-5xl min-w-0 flex-col gap-3 overflow-hidden rounded-lg bg-white p-3 shadow-xl ring-1 ring-stone-200 sm:h-[90dvh] sm:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <DialogTitle className="text-lg font-semibold break-words">
            {report ? t('reports.viewer.title', { befundId: report.befund_id }) : t('reports.list.title')}
          </DialogTitle>
          {report && <PatientLine report={report} />}
          {report && actions && <div className="mt-2 flex flex-wrap gap-2">{actions(report)}</div>}
          {report && <DeviceLine report={report} />}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
        >
          <span className="sr-only">{t('reports.viewer.close')}</span>
          <XMarkIcon className="size-6" aria-hidden="true" />
        </button>
      </div>
      {report === undefined && <Spinner label={t('reports.viewer.loading')} />}
      {report === null && <p className="text-sm text-stone-700">{t('reports.viewer.failed')}</p>}
      {report && <ReportPdf report={report} />}
    </DialogPanel>
  );
}

function PatientLine({ report }: { report: ReportRow }) {
  const { t, i18n } = useTranslation();
  const birthDate = report.patient_data.geburtsdatum;
  return (
    <p className="text-sm break-words text-stone-600">
      {t('reports.viewer.patient', { patient: patientName(report) })}
      {birthDate &&
        `, ${t('reports.viewer.birthDate', { date: formatDate(birthDate, i18n.resolvedLanguage) })}`}
    </p>
  );
}

/** Whether the PDF is on this device, and the doctor's choice to keep it there. */
function DeviceLine({ report }: { report: ReportRow }) {
  const onDevice = useOfflineAvailable([report]).has(report.id);
  return (
    <div className="mt-2 flex flex-col gap-2">
      <KeepOfflineButton reportId={report.id} onDevice={onDevice} />
      <ReportExportButtons report={report} />
    </div>
  );
}

/**
 * The PDF once the device holds it. Opening marks the report read only for its own doctor
 * (readOnOpen.ts): staff queue nothing the server would refuse.
 */
function ReportPdf({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const reader = useOptionalSignedInUser();
  const pdf = useReportPdf(report);
  const shown = pdf.kind === PdfStateKind.ready;
  const marks = reader !== undefined && marksReadOnOpen(reader, report);
  // Once per opening: a refused mark-read (rolled back by the outbox) must not loop.
  const marked = useRef(false);
  useEffect(() => {
    if (!shown || !marks || marked.current) return;
    marked.current = true;
    void reportActions.markRead(report.id);
  }, [shown, marks, report.id]);

  if (pdf.kind === PdfStateKind.ready) {
    return (
      <PdfFrame
        bytes={pdf.bytes}
        filename={report.filename}
        title={t('reports.viewer.pdfTitle', { befundId: report.befund_id })}
      />
    );
  }
  if (pdf.kind === PdfStateKind.offline) {
    return (
      <div
        role="status"
        data-testid="report-not-on-device"
        className="flex gap-3 rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        <WifiIcon className="size-6 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('reports.viewer.notOffline')}</p>
          <p>{t('reports.viewer.notOfflineWhy')}</p>
          <p>{t('reports.viewer.notOfflineWhenOnline')}</p>
        </div>
      </div>
    );
  }
  if (pdf.kind === PdfStateKind.failed) {
    return <p className="text-sm text-stone-700">{t('reports.viewer.failed')}</p>;
  }
  return <Spinner label={t('reports.viewer.loading')} />;
}
