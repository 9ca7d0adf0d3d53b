import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../components/Button';
import { ConfirmPasswordForm } from '../../components/ConfirmPasswordForm';

/** Asks for the current password (`POST /api/user/confirm-password`) before a sensitive action. */
export function ConfirmPasswordDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    // The dialog element itself spans the viewport, so it is "visible" to tests finding it by role.
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <DialogPanel className="relative w-full max-w-sm rounded-lg bg-white p-6 shadow-xl ring-1 ring-stone-200">
        <DialogTitle className="text-lg font-semibold">{t('account.confirmPassword.title')}</DialogTitle>
        <p className="mt-2 text-sm text-stone-600">{t('account.confirmPassword.intro')}</p>
        {/* Inside the panel, so every opening starts with an empty field. */}
        <div className="mt-4">
          <ConfirmPasswordForm
            autoFocus
            labels={{
              password: t('account.confirmPassword.password'),
              submit: t('account.confirmPassword.submit'),
            }}
            onConfirmed={() => onClose(true)}
            secondaryAction={
              <SecondaryButton onClick={() => onClose(false)}>
                {t('account.confirmPassword.cancel')}
              </SecondaryButton>
            }
          />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
