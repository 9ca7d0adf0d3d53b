import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import type { LoginInput } from '../../../contract/auth';
import { PRODUCT_NAME } from '../../../contract/constants';
import { TextField } from '../../components/TextField';
import { lazyResolver } from '../../components/lazyResolver';
import { PrimaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { applyFieldErrors } from '../../api/applyFieldErrors';
import { pathOf } from '../../router/routePaths';
import { rememberAcceptedPassword } from '../../offline/vaultPassword';
import { signIn } from './loginApi';

const login = lazyResolver<LoginInput>(() =>
  import('./loginResolver').then((module) => module.loginResolver),
);

/** Spec §2 'login': welcome text, the form, a forgot-password link, the inactivity notice. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    void login.preload().catch(() => undefined);
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: login.resolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { two_factor } = await signIn(input);
      // The server accepted it: the signed-in area opens the device's vault with it (issue 7).
      rememberAcceptedPassword(input.password);
      const redirect = params.get('redirect');
      if (two_factor) {
        const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
        navigate(pathOf('login-two-factor-challenge') + query);
      } else {
        navigate(redirect ?? pathOf('dashboard'));
      }
    } catch (error) {
      if (!applyFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('login.welcome', { product: PRODUCT_NAME })}</h1>
      <p className="mt-2 text-stone-600">{t('login.intro')}</p>
      {params.has('autologout') && (
        <p role="status" className="mt-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <InformationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
          {t('login.autologout')}
        </p>
      )}
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
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('login.submit')}
        </PrimaryButton>
        <Link to={pathOf('forgot-password')} className="text-sm text-primary-800 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </form>
    </div>
  );
}
