import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { confirmTwoFactorSchema, type ConfirmTwoFactorInput } from '../../../contract/auth';
import { TWO_FACTOR_CODE_LENGTH, type TwoFactorType } from '../../../contract/constants';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { confirmTwoFactor } from './onboardingApi';

/** The 6-digit code that confirms the chosen type (`POST /api/user/confirmed-two-factor-authentication`). */
export function TwoFactorCodeForm({
  type,
  onConfirmed,
}: {
  type: TwoFactorType;
  onConfirmed: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmTwoFactorInput>({
    resolver: zodResolver(confirmTwoFactorSchema),
    defaultValues: { code: '', type },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await confirmTwoFactor(input);
      notify.success(t('onboarding.twoFactor.activated'));
      await onConfirmed();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('onboarding.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        error={errors.code?.message}
        {...register('code')}
      />
      <PrimaryButton type="submit" disabled={isSubmitting}>
        {t('onboarding.twoFactor.activate')}
      </PrimaryButton>
    </form>
  );
}
