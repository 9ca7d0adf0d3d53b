import './passkeysTexts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FingerPrintIcon } from '@heroicons/react/24/outline';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { registerPasskey } from './registerPasskey';

/**
 * The passkey as second factor, confirmed once by registering one (spec §4, issue 29): the
 * registration itself confirms the setup on the server. The password was confirmed just before;
 * with PRF the passkey also unlocks the offline data on this device.
 */
export function PasskeyTwoFactorSetup({
  userUuid,
  password,
  onConfirmed,
}: {
  userUuid: string;
  password: string;
  onConfirmed: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const register = async () => {
    setBusy(true);
    try {
      const registered = await registerPasskey(userUuid, password, name.trim() || t('passkeys.defaultName'));
      if (!registered.passkey.prf) notify.info(t('passkeys.addedSignInOnly'));
      await onConfirmed();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('passkeys.setupIntro')}</p>
      <TextField
        label={t('passkeys.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={60}
        placeholder={t('passkeys.namePlaceholder')}
      />
      <PrimaryButton onClick={() => void register()} disabled={busy}>
        <FingerPrintIcon className="size-5" aria-hidden="true" />
        {t('passkeys.register')}
      </PrimaryButton>
    </div>
  );
}
