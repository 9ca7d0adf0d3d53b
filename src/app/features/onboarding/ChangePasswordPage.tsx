import { rememberAcceptedPassword } from '../../offline/vaultPassword';
import './onboardingTexts';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { newCredentialsSchema, type NewCredentialsInput } from '../../../contract/auth';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { NewPasswordFields } from '../../components/NewPasswordFields';
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
      rememberAcceptedPassword(input.password);
      notify.success(t('onboarding.credentials.saved'));
      navigate(pathOf('first-run-enable-two-factor-auth'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
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
      <NewPasswordFields
        labels={{
          password: t('onboarding.credentials.password'),
          confirmation: t('onboarding.credentials.passwordConfirmation'),
        }}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        check={check}
      />
      <PrimaryButton type="submit" disabled={!check.canSave || isSubmitting}>
        {t('onboarding.credentials.submit')}
      </PrimaryButton>
    </form>
  );
}
