import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { vaultWorker } from '../../../workers/syncClient';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { vaultOpened, wipeSyncSession } from '../../offline/syncSession';
import { pathOf } from '../../router/routePaths';
import { signOut } from '../../session/signOut';
import { VaultFrame } from './VaultFrame';
import './vaultTexts';

/**
 * Issue 7: after a reload (or in a new tab) the vault is locked; the password unlocks it in the
 * sync worker, without the server. Five wrong passwords in a row wipe the user's data on this
 * device; the user then signs in again and the mirror is fetched afresh.
 */
export function LockScreen({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

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

  return (
    <VaultFrame title={t('vault.lockedTitle')} text={t('vault.lockedText')}>
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
      </form>
    </VaultFrame>
  );
}
