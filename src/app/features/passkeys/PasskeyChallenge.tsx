import './passkeysTexts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FingerPrintIcon } from '@heroicons/react/24/outline';
import { PrimaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { fetchChallengeOptions, passChallengeWithPasskey } from './passkeysApi';
import { assertPasskey } from './webAuthn';

/** The second step of sign-in with a passkey (issue 29): the server's challenge, then the assertion. */
export function PasskeyChallenge({ onPassed }: { onPassed: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await passChallengeWithPasskey(await assertPasskey(await fetchChallengeOptions()));
      onPassed();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PrimaryButton onClick={() => void confirm()} disabled={busy} className="w-full">
      <FingerPrintIcon className="size-5" aria-hidden="true" />
      {t('passkeys.confirmSignIn')}
    </PrimaryButton>
  );
}
