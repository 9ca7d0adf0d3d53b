import './onboardingTexts';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { newCredentialsSchema, type NewCredentialsInput } from '../../../contract/auth';
import { ValidationMessage } from '../../../contract/validationMessages';
import { applyFieldErrors } from '../../api/applyFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { checkPassword } from '../../components/checkPassword';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { pathOf } from '../../router/routePaths';
import { setCredentials } from './onboardingApi';
import { useWizardUser } from './useWizardUser';
import { CARD, WizardPage } from './WizardPage';

/** Wizard step 2 (spec §2, §5): username and password, saved only when all five rules hold. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useWizardUser();
  return (
    <WizardPage step="first-run-change-password" intro={t('onboarding.credentials.intro')}>
      <CredentialsForm username={user.username ?? ''} />
    </WizardPage>
  );
}

function CredentialsForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewCredentialsInput>({
    resolver: zodResolver(newCredentialsSchema),
    defaultValues: { username, password: '', password_confirmation: '' },
  });
  const check = checkPassword(
    useWatch({ control, name: 'password' }),
    useWatch({ control, name: 'password_confirmation' }),
  );

  const onSubmit = handleSubmit(async (input) => {
    try {
      await setCredentials(input);
      notify.success(t('onboarding.credentials.saved'));
      navigate(pathOf('first-run-enable-two-factor-auth'));
    } catch (error) {
      if (!applyFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={`${CARD} flex flex-col gap-4`}>
      <TextField
        label={t('onboarding.credentials.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('onboarding.credentials.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordChecklist check={check} />
      <TextField
        label={t('onboarding.credentials.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={
          errors.password_confirmation?.message ??
          (check.confirmationMatches ? undefined : ValidationMessage.passwordsDiffer)
        }
        {...register('password_confirmation')}
      />
      <PrimaryButton type="submit" disabled={!check.canSave || isSubmitting}>
        {t('onboarding.credentials.submit')}
      </PrimaryButton>
    </form>
  );
}
