import { SyncEntity } from '../../../contract/sync';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { TableCellsIcon, WifiIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router-dom';
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
import { useMediaQuery } from '../../components/useMediaQuery';
import { pathOf } from '../../router/routePaths';
import { RESULTS_BESIDE_PDF_QUERY, ReportResults } from './ReportResults';

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
      {report && <ReportBody report={report} />}
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

/**
 * Whether the PDF is on this device, and the doctor's choice to keep it there; the way to the
 * patient's cumulative findings (issue 27) and the downloads for the practice software (a slot).
 */
function DeviceLine({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const onDevice = useOfflineAvailable([report]).has(report.id);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
      <KeepOfflineButton reportId={report.id} onDevice={onDevice} />
      {report.patient_id && (
        <Link
          to={pathOf('patient-cumulative', { patientId: report.patient_id })}
          data-testid="report-cumulative-link"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
        >
          <TableCellsIcon className="size-5" aria-hidden="true" />
          {t('reports.results.cumulative')}
        </Link>
      )}
      <ReportExportButtons report={report} />
    </div>
  );
}

/**
 * The values beside the PDF from 1024 px (issue 27); narrower, one of the two at a time, the
 * values first where there are any. The PDF stays mounted while hidden: it loads and marks the
 * report read as before.
 */
function ReportBody({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const beside = useMediaQuery(RESULTS_BESIDE_PDF_QUERY);
  const structured = (report.results?.length ?? 0) > 0;
  const [shown, setShown] = useState<'values' | 'pdf'>(structured ? 'values' : 'pdf');
  const tab = (which: 'values' | 'pdf') =>
    `rounded-md px-3 py-1.5 text-sm font-medium ring-1 ${
      shown === which
        ? 'bg-primary-700 text-white ring-primary-700'
        : 'bg-white text-stone-700 ring-stone-300'
    }`;
  if (beside) {
    return (
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4">
        <ValuesScroller report={report} className="min-h-0 overflow-y-auto" />
        <div className="flex min-h-0 flex-col">
          <ReportPdf report={report} />
        </div>
      </div>
    );
  }
  return (
    <>
      <div role="group" aria-label={t('reports.results.show')} className="flex gap-1">
        <button
          type="button"
          aria-pressed={shown === 'values'}
          className={tab('values')}
          onClick={() => setShown('values')}
        >
          {t('reports.results.values')}
        </button>
        <button
          type="button"
          aria-pressed={shown === 'pdf'}
          className={tab('pdf')}
          onClick={() => setShown('pdf')}
        >
          {t('reports.results.pdf')}
        </button>
      </div>
      <ValuesScroller
        report={report}
        className={shown === 'values' ? 'min-h-0 flex-1 overflow-y-auto' : 'hidden'}
      />
      <div className={shown === 'pdf' ? 'flex min-h-0 flex-1 flex-col' : 'hidden'}>
        <ReportPdf report={report} />
      </div>
    </>
  );
}

/**
 * The values scroll on their own beside or above the PDF. Their table holds nothing focusable, so
 * the scrolling box takes the keyboard's focus itself, or a keyboard user could not scroll it (axe
 * 'scrollable-region-focusable', seen at phone size in the CI check of 2026-11-29).
 */
function ValuesScroller({ report, className }: { report: ReportRow; className: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('reports.results.title')}
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-primary-700`}
    >
      <ReportResults report={report} />
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
