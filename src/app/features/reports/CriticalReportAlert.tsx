import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { SyncEntity } from '../../../contract/sync';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { formatDateTime } from '../../i18n/formatDate';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { useSignedInUser } from '../../session/useSignedInUser';
import { reportsToAcknowledge } from './criticalAlertView';
import { criticalValueLines } from './reportResultsView';
import { reportActions } from './reportActions';
import { patientName } from './reportNames';
import { ReportViewerDialog } from './ReportViewerDialog';
import './reportTexts';

/**
 * The critical report dialog on every backend page of a doctor (issue 17): as soon as the mirror
 * holds a critical report of theirs that nobody acknowledged (after a pull, which a realtime hint
 * starts; offline from what the device holds), it opens and stays until the doctor confirms
 * 'Zur Kenntnis genommen', an outbox action like every other. Escape and the backdrop do not
 * close it; the report itself opens from it in the viewer.
 */
export default function CriticalReportAlert() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const rows = useUnsealed(
    SyncEntity.report,
    useMirror((db) =>
      db.report.filter((row) => row.critical === true && !row.critical_acknowledged_at).toArray(),
    ),
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const [current] = rows ? reportsToAcknowledge(rows, user) : [];
  if (!current) return null;
  const acknowledge = () =>
    void reportActions.acknowledgeCritical(current.id, current.version, {
      id: user.id,
      name: [user.titel, user.vorname, user.nachname].filter(Boolean).join(' '),
    });
  return (
    <>
      <Dialog
        open={viewing === null}
        onClose={() => undefined}
        role="alertdialog"
        data-testid="critical-report-dialog"
        className="fixed top-0 left-0 z-50 flex h-dvh w-screen items-center justify-center p-2 sm:p-4"
      >
        <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
        <DialogPanel className="relative flex max-h-full w-full max-w-md flex-col gap-4 overflow-y-auto rounded-lg border-t-4 border-red-600 bg-white p-5 shadow-xl">
          <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-red-800">
            <ExclamationTriangleIcon className="size-6 shrink-0" aria-hidden="true" />
            {t('reports.critical.title')}
          </DialogTitle>
          <p className="text-sm break-words text-stone-800">
            {t('reports.critical.text', {
              befundId: current.befund_id,
              patient: patientName(current),
              date: formatDateTime(current.updated_at, i18n.resolvedLanguage),
            })}
          </p>
          <CriticalValues lines={criticalValueLines(current.results, i18n.resolvedLanguage)} />
          <div className="flex flex-wrap justify-end gap-2">
            <SecondaryButton onClick={() => setViewing(current.id)}>
              {t('reports.critical.open')}
            </SecondaryButton>
            <PrimaryButton onClick={acknowledge} className="bg-red-700 hover:bg-red-800">
              {t('reports.critical.acknowledge')}
            </PrimaryButton>
          </div>
        </DialogPanel>
      </Dialog>
      <ReportViewerDialog reportId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** Issue 27: the values that made the report critical, as the lab sent them. */
function CriticalValues({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <div className="text-sm text-stone-800">
      <p className="font-semibold">{t('reports.critical.values', { count: lines.length })}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="critical-values">
        {lines.map((line) => (
          <li key={line} className="font-medium text-red-800">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
