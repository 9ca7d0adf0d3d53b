import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../db/rows';
import { RequestInterpretationForm } from './RequestInterpretationForm';

/** The request's dialog; the form lives inside the panel, so every opening starts empty. */
export function RequestInterpretationDialog({
  report,
  open,
  onClose,
}: {
  report: ReportRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      data-testid="request-interpretation-dialog"
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <DialogPanel className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl ring-1 ring-stone-200">
        <DialogTitle className="text-lg font-semibold">
          {t('reportInterpretations.request.title', { befundId: report.befund_id })}
        </DialogTitle>
        <p className="mt-1 text-sm text-stone-600">{t('reportInterpretations.request.intro')}</p>
        <div className="mt-4">
          <RequestInterpretationForm report={report} onDone={onClose} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
