import './onboardingTexts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, EnvelopeIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { EMAIL_VERIFICATION_RESEND_WAIT_S, EMAIL_VERIFIED_REDIRECT_MS } from '../../../contract/constants';
import { ApiRequestError } from '../../api/ApiRequestError';
import { pathOf } from '../../router/routePaths';
import { nextStepAfterVerification } from './nextStepAfterVerification';
import { fetchUser, resendVerificationMail, verificationPath, verifyEmail } from './onboardingApi';
import { RequestVerificationLinkForm } from './RequestVerificationLinkForm';
import { ResendWithWait } from './ResendWithWait';
import { CARD, WizardPage } from './WizardPage';

/**
 * pending: no link given (the guard sent an unverified user here); verifying: the link is being
 * opened; expired: 403, a new mail can be requested (spec §8); used: 410, the link was used or a
 * newer one sent (issue 26); failed: anything else. Whoever came by a link that did not work can
 * ask for a new one by address (issue 26: the invitee whose link expired has no session).
 */
type VerifyState = 'pending' | 'verifying' | 'verified' | 'expired' | 'used' | 'failed';

function stateOfFailure(error: unknown): VerifyState {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 403) return 'expired';
  return error.status === 410 ? 'used' : 'failed';
}

/** Wizard step 1 (spec §2, §4): opens the mailed link, then goes on after 1.5 s. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verificationUrl = params.get('verification_url');
  const [state, setState] = useState<VerifyState>(verificationUrl ? 'verifying' : 'pending');

  useEffect(() => {
    if (!verificationUrl) return;
    const path = verificationPath(verificationUrl, window.location.origin);
    const controller = new AbortController();
    let redirectTimer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (!path) return setState('failed');
      try {
        await verifyEmail(path);
      } catch (error) {
        if (controller.signal.aborted) return;
        return setState(stateOfFailure(error));
      }
      setState('verified');
      redirectTimer = setTimeout(() => {
        void fetchUser()
          .catch(() => null)
          .then((user) => {
            if (!controller.signal.aborted) navigate(pathOf(nextStepAfterVerification(user)));
          });
      }, EMAIL_VERIFIED_REDIRECT_MS);
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(redirectTimer);
    };
  }, [verificationUrl, navigate]);

  return (
    <WizardPage step="verify-email">
      <div className={`${CARD} flex flex-col gap-4`}>
        {state === 'verifying' && <p role="status">{t('onboarding.verifyEmail.verifying')}</p>}
        {state === 'verified' && (
          <p role="status" className="flex gap-2 text-green-900">
            <CheckCircleIcon className="size-6 shrink-0 text-green-700" aria-hidden="true" />
            {t('onboarding.verifyEmail.verified')}
          </p>
        )}
        {state === 'expired' && (
          <>
            <p role="alert" className="flex gap-2 text-amber-900">
              <ExclamationTriangleIcon className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
              {t('onboarding.verifyEmail.expired')}
            </p>
            <ResendVerification verificationUrl={verificationUrl} />
            <RequestVerificationLinkForm />
          </>
        )}
        {(state === 'failed' || state === 'used') && (
          <>
            <p role={state === 'used' ? 'alert' : undefined}>
              {t(state === 'used' ? 'onboarding.verifyEmail.used' : 'onboarding.verifyEmail.failed')}
            </p>
            <Link to={pathOf('login')} className="text-sm font-semibold text-primary-800 hover:underline">
              {t('onboarding.verifyEmail.toLogin')}
            </Link>
            <RequestVerificationLinkForm />
          </>
        )}
        {state === 'pending' && (
          <>
            <p className="flex gap-2">
              <EnvelopeIcon className="size-6 shrink-0 text-primary-700" aria-hidden="true" />
              {t('onboarding.verifyEmail.pending')}
            </p>
            <ResendVerification verificationUrl={null} />
          </>
        )}
      </div>
    </WizardPage>
  );
}

/**
 * Spec §8: a new mail after 202; a 429 shows its wait. Issue 26: any other failure says so and
 * points to the request by address below, instead of leaving the button without an answer.
 */
function ResendVerification({ verificationUrl }: { verificationUrl: string | null }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <ResendWithWait
        label={t('onboarding.verifyEmail.resend')}
        sentMessage={t('onboarding.verifyEmail.resent')}
        fallbackWaitSeconds={EMAIL_VERIFICATION_RESEND_WAIT_S}
        onResend={async () => {
          setFailed(false);
          await resendVerificationMail(verificationUrl);
          return undefined;
        }}
        onOtherError={() => setFailed(true)}
      />
      {failed && (
        <p role="alert" className="text-sm text-red-900">
          {t('onboarding.verifyEmail.resendFailed')}
        </p>
      )}
    </>
  );
}
