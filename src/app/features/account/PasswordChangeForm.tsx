import { vaultWorker } from '../../../workers/syncClient';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { updatePasswordSchema, type UpdatePasswordInput } from '../../../contract/auth';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { checkPassword } from '../../components/checkPassword';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { CARD } from './AccountLayout';
import { updatePassword } from './accountApi';
import type { Confirmed } from './usePasswordConfirmation';

const EMPTY: UpdatePasswordInput = { current_password: '', password: '', password_confirmation: '' };

/** `PUT /api/user/password` with the live checklist of spec §5. */
export function PasswordChangeForm({
  userUuid,
  runConfirmed,
}: {
  userUuid: string;
  runConfirmed: <T>(action: () => Promise<T>) => Promise<Confirmed<T>>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordInput>({ resolver: zodResolver(updatePasswordSchema), defaultValues: EMPTY });
  const check = checkPassword(
    useWatch({ control, name: 'password' }),
    useWatch({ control, name: 'password_confirmation' }),
  );

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await runConfirmed(() => updatePassword(input));
      if (!result.ok) return;
      // The device's vault follows: the same data key, wrapped by the new password (issue 7).
      await vaultWorker().rewrap(userUuid, input.current_password, input.password);
      reset(EMPTY);
      notify.success(t('account.password.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={`${CARD} flex flex-col gap-4`}>
      <h2 className="text-lg font-semibold">{t('account.password.title')}</h2>
      <TextField
        label={t('account.password.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        labels={{
          password: t('account.password.newPassword'),
          confirmation: t('account.password.passwordConfirmation'),
        }}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        check={check}
      />
      <PrimaryButton type="submit" disabled={!check.canSave || isSubmitting} className="self-start">
        {t('account.password.submit')}
      </PrimaryButton>
    </form>
  );
}
