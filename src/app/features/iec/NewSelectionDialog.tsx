import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';

/** Spec §2 'new selection': clearing the selection is confirmed first. */
export function NewSelectionDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('iecTool.newSelection.title')}
      intro={t('iecTool.newSelection.text')}
      testId="iec-new-selection-dialog"
    >
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onClose}>{t('iecTool.newSelection.back')}</SecondaryButton>
        <PrimaryButton
          data-testid="iec-new-selection-confirm"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('iecTool.newSelection.confirm')}
        </PrimaryButton>
      </div>
    </FormDialog>
  );
}
