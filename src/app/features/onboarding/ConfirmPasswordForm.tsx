import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { confirmPasswordSchema, type ConfirmPasswordInput } from '../../../contract/auth';
import { applyFieldErrors } from '../../api/applyFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { confirmPassword } from './onboardingApi';

/**
 * Spec §5: enabling two-factor needs a password confirmation first; the send button stays
 * disabled while the field is empty. `onConfirmed` runs the protected step; its failure is shown.
 */
export function ConfirmPasswordForm({ onConfirmed }: { onConfirmed: () => Promise<void> }) {
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
      await onConfirmed();
    } catch (error) {
      if (!applyFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('onboarding.twoFactor.confirmPasswordIntro')}</p>
      <TextField
        label={t('onboarding.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PrimaryButton type="submit" disabled={password === '' || isSubmitting}>
        {t('onboarding.twoFactor.send')}
      </PrimaryButton>
    </form>
  );
}
