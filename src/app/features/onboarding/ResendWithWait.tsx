import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { useCountdown } from '../../hooks/useCountdown';
import { retryAfterSeconds } from './onboardingApi';

/**
 * A resend button that honours the server's wait (200 `retry_after`, or 429 with it), counting it
 * down in seconds with the button disabled. `onResend` sends and answers the wait, if it names one;
 * `onOtherError` decides what a failure other than 429 shows (spec §8 ignores some).
 */
export function ResendWithWait({
  label,
  sentMessage,
  fallbackWaitSeconds,
  onResend,
  onOtherError,
}: {
  label: string;
  sentMessage: string;
  fallbackWaitSeconds: number;
  onResend: () => Promise<number | undefined>;
  onOtherError?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [wait, startWait] = useCountdown();

  const resend = async () => {
    setSending(true);
    try {
      const seconds = await onResend();
      notify.success(sentMessage);
      if (seconds) startWait(seconds);
    } catch (error) {
      const seconds = retryAfterSeconds(error, fallbackWaitSeconds);
      if (seconds !== null) startWait(seconds);
      else onOtherError?.(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <SecondaryButton onClick={() => void resend()} disabled={sending || wait > 0}>
        {label}
      </SecondaryButton>
      {wait > 0 && (
        <p role="status" className="text-sm text-stone-600">
          {t('onboarding.wait', { count: wait })}
        </p>
      )}
    </div>
  );
}
