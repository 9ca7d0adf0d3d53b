import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../contract/constants';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { resendTwoFactorCode, retryAfterSeconds } from './onboardingApi';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { useCountdown } from '../../hooks/useCountdown';

/**
 * Mail type: the code was mailed when the type was enabled. A resend is possible after the wait
 * the server names (200 or 429 `retry_after`), counted down in seconds with the button disabled.
 */
export function MailCodeStep({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<void> }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [wait, startWait] = useCountdown();

  const resend = async () => {
    setSending(true);
    try {
      const seconds = await resendTwoFactorCode();
      notify.success(t('onboarding.twoFactor.resent'));
      startWait(seconds);
    } catch (error) {
      const seconds = retryAfterSeconds(error, TWO_FACTOR_MAIL_RESEND_WAIT_S);
      if (seconds === null) notify.apiError(error);
      else startWait(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {t('onboarding.twoFactor.mailIntro', { email, length: TWO_FACTOR_CODE_LENGTH })}
      </p>
      <TwoFactorCodeForm type="mail" onConfirmed={onConfirmed} />
      <div className="flex flex-wrap items-center gap-3">
        <SecondaryButton onClick={() => void resend()} disabled={sending || wait > 0}>
          {t('onboarding.twoFactor.resend')}
        </SecondaryButton>
        {wait > 0 && (
          <p role="status" className="text-sm text-stone-600">
            {t('onboarding.wait', { count: wait })}
          </p>
        )}
      </div>
    </div>
  );
}
