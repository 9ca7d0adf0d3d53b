import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { vaultWorker } from '../../../workers/syncClient';
import { ConfirmPasswordForm } from '../../components/ConfirmPasswordForm';
import { vaultOpened } from '../../offline/syncSession';
import { useBrowserOnline } from '../../offline/useMirror';
import { VaultFrame } from './VaultFrame';
import './vaultTexts';

/**
 * A signed-in user without a vault on this device (it was wiped, or the session began before the
 * vault existed): the server confirms the password once, and the vault is made with it.
 */
export function VaultSetup({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  return (
    <VaultFrame title={t('vault.setupTitle')} text={t('vault.setupText')}>
      {online ? (
        <ConfirmPasswordForm
          autoFocus
          labels={{ password: t('vault.password'), submit: t('vault.setupSubmit') }}
          onConfirmed={async ({ password }) => {
            await vaultWorker().open(user.uuid, password);
            vaultOpened();
          }}
        />
      ) : (
        <p role="alert" className="text-sm text-red-800">
          {t('vault.setupOffline')}
        </p>
      )}
    </VaultFrame>
  );
}
