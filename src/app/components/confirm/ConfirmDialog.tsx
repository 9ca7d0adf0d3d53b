import { useTranslation } from 'react-i18next';
import { DialogForm } from '../DialogForm';
import { FormDialog } from '../FormDialog';
import '../componentTexts';
import type { ConfirmRequest } from './confirmStore';

/**
 * A yes/no question in the app's dialog (FormDialog: focus kept inside, Escape and the backdrop
 * cancel, a phone's width is enough): the question as the title, what follows as the text, cancel
 * and the action named by its verb ('Sperren', 'Löschen'), never a bare 'OK'.
 */
export function ConfirmDialog({
  request,
  onAnswer,
}: {
  request: ConfirmRequest | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={request !== null}
      onClose={() => onAnswer(false)}
      title={request?.title ?? ''}
      testId="confirm-dialog"
    >
      <DialogForm
        onSubmit={() => onAnswer(true)}
        onCancel={() => onAnswer(false)}
        submitLabel={request?.confirmLabel ?? ''}
        cancelLabel={t('confirmDialog.cancel')}
        submitTone={request?.tone ?? 'primary'}
      >
        {request?.message && <p className="text-sm text-stone-700">{request.message}</p>}
      </DialogForm>
    </FormDialog>
  );
}
