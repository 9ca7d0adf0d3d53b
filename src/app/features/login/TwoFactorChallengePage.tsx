import './loginPagesTexts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  recoveryCodeInputSchema,
  twoFactorCodeInputSchema,
  type TwoFactorChallengeInput,
} from '../../../contract/auth';
import { TWO_FACTOR_CODE_LENGTH, type TwoFactorType } from '../../../contract/constants';
import { TextField } from '../../components/TextField';
import { PrimaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { ApiRequestError } from '../../api/ApiRequestError';
import { fetchCurrentUser } from '../../router/currentUser';
import { pathOf } from '../../router/routePaths';
import { passTwoFactorChallenge, resendTwoFactorCode } from './loginApi';
import { useCountdown } from '../../hooks/useCountdown';
import { usePasskeySlots } from '../../components/passkeySlots';

type Mode = 'code' | 'recovery';

/**
 * Spec §2 'login/two-factor-challenge': a 6-digit code (app or mail), the passkey (issue 29) or a
 * recovery code; with two-factor by mail, the code can be mailed again after the wait the server
 * names.
 */
export default function TwoFactorChallengePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('code');
  const [type, setType] = useState<TwoFactorType | null>(null);
  const { Challenge: PasskeyChallenge } = usePasskeySlots();

  useEffect(() => {
    void fetchCurrentUser().then((user) => {
      if (!user) navigate(pathOf('login'), { replace: true });
      else setType(user.twoFactorType);
    });
  }, [navigate]);

  const onPassed = () => navigate(params.get('redirect') ?? pathOf('dashboard'), { replace: true });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('routes.twoFactorChallenge')}</h1>
      <p className="mt-2 text-stone-600">
        {mode === 'recovery'
          ? t('challenge.recoveryIntro')
          : type === 'mail'
            ? t('challenge.mailIntro')
            : type === 'passkey'
              ? t('challenge.passkeyIntro')
              : t('challenge.appIntro')}
      </p>
      <div className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {mode === 'recovery' ? (
          <RecoveryForm onPassed={onPassed} />
        ) : type === 'passkey' && PasskeyChallenge ? (
          <PasskeyChallenge onPassed={onPassed} />
        ) : (
          <CodeForm onPassed={onPassed} />
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            onClick={() => setMode(mode === 'code' ? 'recovery' : 'code')}
            className="text-primary-800 hover:underline"
          >
            {mode === 'code'
              ? t('challenge.useRecoveryCode')
              : type === 'passkey'
                ? t('challenge.usePasskey')
                : t('challenge.useCode')}
          </button>
          {mode === 'code' && type === 'mail' && <ResendButton />}
        </div>
      </div>
    </div>
  );
}

function CodeForm({ onPassed }: { onPassed: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: '' },
  });
  return (
    <ChallengeForm form={form} onPassed={onPassed}>
      <TextField
        label={t('challenge.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
    </ChallengeForm>
  );
}

function RecoveryForm({ onPassed }: { onPassed: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ recovery_code: string }>({
    resolver: zodResolver(recoveryCodeInputSchema),
    defaultValues: { recovery_code: '' },
  });
  return (
    <ChallengeForm form={form} onPassed={onPassed}>
      <TextField
        label={t('challenge.recoveryCode')}
        autoComplete="off"
        autoFocus
        error={form.formState.errors.recovery_code?.message}
        {...form.register('recovery_code')}
      />
    </ChallengeForm>
  );
}

function ChallengeForm<T extends TwoFactorChallengeInput>({
  form,
  onPassed,
  children,
}: {
  form: ReturnType<typeof useForm<T>>;
  onPassed: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await passTwoFactorChallenge(input);
      onPassed();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) notify.apiError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {children}
      <PrimaryButton type="submit" disabled={form.formState.isSubmitting}>
        {t('challenge.submit')}
      </PrimaryButton>
    </form>
  );
}

function ResendButton() {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const resend = async () => {
    try {
      setSecondsLeft(await resendTwoFactorCode());
      notify.success(t('challenge.resent'));
    } catch (error) {
      const wait = error instanceof ApiRequestError ? error.body?.retry_after : undefined;
      if (wait) setSecondsLeft(wait);
      notify.apiError(error);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void resend()}
      disabled={secondsLeft > 0}
      className="text-primary-800 hover:underline disabled:cursor-not-allowed disabled:text-stone-400 disabled:no-underline"
    >
      {secondsLeft > 0 ? t('challenge.resendIn', { seconds: secondsLeft }) : t('challenge.resend')}
    </button>
  );
}
