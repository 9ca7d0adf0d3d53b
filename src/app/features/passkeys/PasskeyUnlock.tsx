import './passkeysTexts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FingerPrintIcon } from '@heroicons/react/24/outline';
import type { PasskeyUnlockTarget } from '../../../vault/vaultKeeper';
import { vaultWorker } from '../../../workers/syncClient';
import { PrimaryButton } from '../../components/Button';
import { evaluatePrf } from './webAuthn';

/**
 * 'Mit Passkey entsperren' on the lock screen (issue 29), offered first when this device holds a
 * PRF-wrapped copy of the vault key: a WebAuthn get for this device's passkey with its PRF salt,
 * no server involved, so it works offline. The PRF output goes to the sync worker, which unwraps
 * the key; nothing is stored. Renders nothing on a device without such a copy.
 */
export function PasskeyUnlock({ userUuid, onUnlocked }: { userUuid: string; onUnlocked: () => void }) {
  const { t } = useTranslation();
  const [targets, setTargets] = useState<PasskeyUnlockTarget[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void vaultWorker()
      .passkeyUnlocks(userUuid)
      .then((found) => current && setTargets(found));
    return () => {
      current = false;
    };
  }, [userUuid]);

  if (targets.length === 0) return null;

  const unlock = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const target of targets) {
        const output = await evaluatePrf(target.credentialId, target.prfSalt).catch(() => null);
        if (output && (await vaultWorker().unlockWithPasskey(userUuid, target.credentialId, output))) {
          onUnlocked();
          return;
        }
      }
      setError(t('passkeys.unlockFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-2">
      <PrimaryButton onClick={() => void unlock()} disabled={busy}>
        <FingerPrintIcon className="size-5" aria-hidden="true" />
        {t('passkeys.unlock')}
      </PrimaryButton>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="text-center text-xs text-stone-500">{t('passkeys.orPassword')}</p>
    </div>
  );
}
