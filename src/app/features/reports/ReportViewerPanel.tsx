import { SyncEntity } from '../../../contract/sync';
import { useEffect, useRef, type ReactNode } from 'react';
import { DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealedRow } from '../../offline/useUnsealed';
import { PdfFrame } from './PdfFrame';
import { reportActions } from './reportActions';
import { isUnreadReport, patientName } from './reportNames';
import { formatDate } from './formatDate';
import { PdfStateKind, useReportPdf } from './useReportPdf';
import { Spinner } from './Spinner';
import './reportTexts';

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
    <DialogPanel className="relative flex h-[90vh] w-full max-w-5xl flex-col gap-3 rounded-lg bg-white p-4 shadow-xl ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold">
            {report ? t('reports.viewer.title', { befundId: report.befund_id }) : t('reports.list.title')}
          </DialogTitle>
          {report && <PatientLine report={report} />}
          {report && actions && <div className="mt-2 flex flex-wrap gap-2">{actions(report)}</div>}
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
    <p className="text-sm text-stone-600">
      {t('reports.viewer.patient', { patient: patientName(report) })}
      {birthDate &&
        `, ${t('reports.viewer.birthDate', { date: formatDate(birthDate, i18n.resolvedLanguage) })}`}
    </p>
  );
}

/** The PDF once the device holds it; an unread report is marked read when it is shown (spec §4). */
function ReportPdf({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const pdf = useReportPdf(report);
  const shown = pdf.kind === PdfStateKind.ready;
  const unread = isUnreadReport(report);
  // Once per opening: a refused mark-read (rolled back by the outbox) must not loop.
  const marked = useRef(false);
  useEffect(() => {
    if (!shown || !unread || marked.current) return;
    marked.current = true;
    void reportActions.markRead(report.id);
  }, [shown, unread, report.id]);

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
      <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
        {t('reports.viewer.notOffline')}
      </p>
    );
  }
  if (pdf.kind === PdfStateKind.failed) {
    return <p className="text-sm text-stone-700">{t('reports.viewer.failed')}</p>;
  }
  return <Spinner label={t('reports.viewer.loading')} />;
}
