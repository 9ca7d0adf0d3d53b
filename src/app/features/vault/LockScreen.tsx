import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { vaultWorker } from '../../../workers/syncClient';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { askToLoseUnsent } from '../../offline/askToLoseUnsent';
import { vaultOpened, wipeSyncSession } from '../../offline/syncSession';
import { pathOf } from '../../router/routePaths';
import { signOut } from '../../session/signOut';
import { signOutFromLock, switchUserFromLock } from './lockScreenExits';
import { VaultFrame } from './VaultFrame';
import { usePasskeySlots } from '../../components/passkeySlots';
import './vaultTexts';
import '../../offline/syncTexts';

/**
 * Issue 7: after a reload (or in a new tab) the vault is locked; the password unlocks it in the
 * sync worker, without the server. Five wrong passwords in a row wipe the user's data on this
 * device; the user then signs in again and the mirror is fetched afresh. So the screen says whose
 * data it guards and offers the ways out for someone who is not that user or has forgotten the
 * password: sign out (the data leaves the device) or switch the user (lockScreenExits.ts).
 * Where this device holds a passkey's copy of the vault key, 'Mit Passkey entsperren' comes first
 * (issue 29); the password stays the fallback.
 */
export function LockScreen({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { Unlock: PasskeyUnlock } = usePasskeySlots();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await vaultWorker().unlock(user.uuid, password);
      if (result.ok) {
        vaultOpened();
        return;
      }
      if (!result.wiped) {
        setError(t('vault.wrongPassword', { count: result.attemptsLeft }));
        setPassword('');
        return;
      }
      notify.warning(t('vault.wipedTitle'), t('vault.wipedText'));
      await wipeSyncSession();
      if (navigator.onLine) await signOut();
      navigate(pathOf('login'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  const leave = async (exit: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await exit()) navigate(pathOf('login'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <VaultFrame
      title={t('vault.lockedTitle')}
      text={t('vault.lockedText')}
      footer={
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => void leave(switchUserFromLock)}
            className="text-sm font-semibold text-primary-700 hover:text-primary-900"
          >
            {t('vault.switchUser')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void leave(() => signOutFromLock(askToLoseUnsent))}
            className="text-sm font-semibold text-primary-700 hover:text-primary-900"
          >
            {t('vault.signOut')}
          </button>
        </div>
      }
    >
      <p data-testid="vault-user" className="mb-4 rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-700">
        {t('vault.signedInAs')}{' '}
        <strong className="font-semibold break-words text-stone-900">
          {[user.titel, user.vorname, user.nachname].filter(Boolean).join(' ')}
        </strong>
        <span className="block text-xs break-all text-stone-500">{user.email}</span>
      </p>
      {PasskeyUnlock && <PasskeyUnlock userUuid={user.uuid} onUnlocked={vaultOpened} />}
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('vault.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <PrimaryButton type="submit" disabled={password === '' || busy}>
          {t('vault.unlock')}
        </PrimaryButton>
        <p className="text-xs text-stone-600">{t('vault.wipeNotice')}</p>
      </form>
    </VaultFrame>
  );
}
