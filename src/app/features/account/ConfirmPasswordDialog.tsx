import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { confirmPasswordSchema, type ConfirmPasswordInput } from '../../../contract/auth';
import { applyFieldErrors } from '../../api/applyFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { SecondaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { confirmPassword } from './accountApi';

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
        <ConfirmPasswordForm onDone={onClose} />
      </DialogPanel>
    </Dialog>
  );
}

/** Inside the panel, so every opening starts with an empty field. */
function ConfirmPasswordForm({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmPasswordInput>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await confirmPassword(input);
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        label={t('account.confirmPassword.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end gap-3">
        <SecondaryButton onClick={() => onDone(false)}>{t('account.confirmPassword.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={password === '' || isSubmitting}>
          {t('account.confirmPassword.submit')}
        </PrimaryButton>
      </div>
    </form>
  );
}
