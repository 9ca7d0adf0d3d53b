import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFICATION_RESEND_WAIT_S } from '../../../contract/constants';
import {
  verificationLinkRequestSchema,
  type VerificationLinkRequestInput,
} from '../../../contract/emailVerification';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { SecondaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { requestVerificationLink, retryAfterSeconds } from './onboardingApi';

/** What the last request came to; `wait` in seconds for a refused one. */
type LinkRequestOutcome = { kind: 'sent' } | { kind: 'rateLimited'; wait: number } | { kind: 'failed' };

/**
 * Issue 26: a new verification link by address, without a session and without the old link (it
 * expired, was used, or was never there). The server answers alike whether or not the address has
 * an account, so the page says 'if'. Every outcome is shown on the page, not in a passing toast.
 */
export function RequestVerificationLinkForm() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<LinkRequestOutcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerificationLinkRequestInput>({
    resolver: zodResolver(verificationLinkRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      await requestVerificationLink(input);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const wait = retryAfterSeconds(error, EMAIL_VERIFICATION_RESEND_WAIT_S);
      if (wait !== null) setOutcome({ kind: 'rateLimited', wait });
      else if (!applyServerFieldErrors(error, setError)) setOutcome({ kind: 'failed' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <h2 className="text-base font-semibold">{t('onboarding.linkRequest.title')}</h2>
      <p className="text-sm text-stone-600">{t('onboarding.linkRequest.intro')}</p>
      <TextField
        label={t('onboarding.linkRequest.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SecondaryButton type="submit" disabled={isSubmitting} className="self-start">
        {t('onboarding.linkRequest.submit')}
      </SecondaryButton>
      {outcome?.kind === 'sent' && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t('onboarding.linkRequest.sent')}
        </p>
      )}
      {outcome?.kind === 'rateLimited' && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('onboarding.linkRequest.rateLimited', { count: outcome.wait })}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {t('onboarding.linkRequest.failed')}
        </p>
      )}
    </form>
  );
}
