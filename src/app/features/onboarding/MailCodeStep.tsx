import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../contract/constants';
import { notify } from '../../notifications/notify';
import { resendTwoFactorCode } from './onboardingApi';
import { ResendWithWait } from './ResendWithWait';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

/**
 * Mail type: the code was mailed when the type was enabled. A resend is possible after the wait
 * the server names (200 or 429 `retry_after`), counted down in seconds with the button disabled.
 */
export function MailCodeStep({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {t('onboarding.twoFactor.mailIntro', { email, length: TWO_FACTOR_CODE_LENGTH })}
      </p>
      <TwoFactorCodeForm type="mail" onConfirmed={onConfirmed} />
      <ResendWithWait
        label={t('onboarding.twoFactor.resend')}
        sentMessage={t('onboarding.twoFactor.resent')}
        fallbackWaitSeconds={TWO_FACTOR_MAIL_RESEND_WAIT_S}
        onResend={resendTwoFactorCode}
        onOtherError={(error) => notify.apiError(error)}
      />
    </div>
  );
}
