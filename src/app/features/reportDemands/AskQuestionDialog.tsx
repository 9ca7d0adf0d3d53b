import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportRow } from '../../../db/rows';
import { AskQuestionForm } from './AskQuestionForm';

/** The question's dialog; the form lives inside the panel, so every opening starts empty. */
export function AskQuestionDialog({
  report,
  user,
  open,
  onClose,
}: {
  report: ReportRow;
  user: AuthUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      data-testid="ask-question-dialog"
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <DialogPanel className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl ring-1 ring-stone-200">
        <DialogTitle className="text-lg font-semibold">
          {t('reportDemands.ask.title', { befundId: report.befund_id })}
        </DialogTitle>
        <div className="mt-4">
          <AskQuestionForm report={report} user={user} onDone={onClose} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
