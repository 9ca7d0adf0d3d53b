import './loginPagesTexts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../contract/auth';
import { TextField } from '../../components/TextField';
import { PrimaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { pathOf } from '../../router/routePaths';
import { requestPasswordReset } from './loginApi';

/** Spec §2 'forgot-password': enter the username; a reset mail follows (the same answer whether it exists or not). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await requestPasswordReset(input);
      // The confirmation stays on the page in place of the form; a toast would say it a second time.
      setSent(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('routes.forgotPassword')}</h1>
      <p className="mt-2 text-stone-600">{t('forgotPassword.intro')}</p>
      {sent ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-green-900">
          {t('forgotPassword.sent')}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <TextField
            label={t('login.username')}
            autoComplete="username"
            error={errors.username?.message}
            {...register('username')}
          />
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {t('forgotPassword.submit')}
          </PrimaryButton>
        </form>
      )}
      <Link to={pathOf('login')} className="mt-4 inline-block text-sm text-primary-800 hover:underline">
        {t('forgotPassword.backToLogin')}
      </Link>
    </div>
  );
}
