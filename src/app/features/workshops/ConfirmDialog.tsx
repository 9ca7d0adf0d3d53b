import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';

/** Spec §4/§5: a booking and a cancellation need confirmation. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  text,
  confirmLabel,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog open={open} onClose={onClose} title={title} intro={text} testId={testId}>
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onClose}>{t('workshops.confirm.back')}</SecondaryButton>
        <PrimaryButton
          data-testid={`${testId}-confirm`}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </PrimaryButton>
      </div>
    </FormDialog>
  );
}
