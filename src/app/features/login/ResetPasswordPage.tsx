import './loginPagesTexts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, type ResetPasswordInput } from '../../../contract/auth';
import { PrimaryButton } from '../../components/Button';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { checkPassword } from '../../components/checkPassword';
import { notify } from '../../notifications/notify';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { ApiRequestError } from '../../api/ApiRequestError';
import { pathOf } from '../../router/routePaths';
import { resetPassword } from './resetPasswordApi';

/** Spec §2 'reset-password/{token}': a new password with the live checklist, then to login. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const check = checkPassword(
    useWatch({ control, name: 'password' }),
    useWatch({ control, name: 'password_confirmation' }),
  );

  const onSubmit = handleSubmit(async (input) => {
    try {
      await resetPassword(input);
      notify.success(t('resetPassword.success'));
      navigate(pathOf('login'));
    } catch (error) {
      // The token is no field the user can fix: an unknown or expired one needs a new link.
      if (error instanceof ApiRequestError && error.status === 422 && error.body?.errors?.token) {
        setLinkInvalid(true);
      } else if (!applyServerFieldErrors(error, setError)) {
        notify.apiError(error);
      }
    }
  });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('routes.resetPassword')}</h1>
      {linkInvalid ? (
        <div role="alert" className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">
          <p>{t('resetPassword.linkInvalid')}</p>
          <Link
            to={pathOf('forgot-password')}
            className="mt-2 inline-block font-semibold text-primary-800 hover:underline"
          >
            {t('resetPassword.requestNewLink')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t('resetPassword.intro')}</p>
          <form
            onSubmit={onSubmit}
            noValidate
            className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
          >
            <NewPasswordFields
              labels={{
                password: t('resetPassword.password'),
                confirmation: t('resetPassword.passwordConfirmation'),
              }}
              password={register('password')}
              confirmation={register('password_confirmation')}
              errors={{
                password: errors.password?.message,
                confirmation: errors.password_confirmation?.message,
              }}
              check={check}
            />
            <PrimaryButton type="submit" disabled={!check.canSave || isSubmitting}>
              {t('resetPassword.submit')}
            </PrimaryButton>
          </form>
        </>
      )}
      <Link to={pathOf('login')} className="mt-4 inline-block text-sm text-primary-800 hover:underline">
        {t('resetPassword.backToLogin')}
      </Link>
    </div>
  );
}
