import './passkeysTexts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FingerPrintIcon, KeyIcon } from '@heroicons/react/24/outline';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { ConfirmPasswordForm } from '../../components/ConfirmPasswordForm';
import { SecondaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { getMeta, MetaKey } from '../../../db/metaKeys';
import { vaultWorker } from '../../../workers/syncClient';
import { deletePasskey } from './passkeysApi';
import { passkeyCapability } from './passkeyCapability';
import { registerPasskey } from './registerPasskey';

const CARD = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200';

/**
 * The account security page's passkeys (issue 29): the mirrored list, each passkey saying what it
 * can do here (unlock the offline data on this device, or sign in only), adding one with the
 * password (the server's confirmation, and the vault's second wrap need it), removing one (its
 * copy of the vault key on this device goes with it). Adding and removing need the connection.
 */
export function PasskeySettings({ userUuid }: { userUuid: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const online = useBrowserOnline();
  const passkeys = useMirror((db) => db.passkey.orderBy('id').toArray());
  const unlocks = useMirror((db) => getMeta(db, MetaKey.vaultPasskeys));
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const unlockHere = new Set((unlocks ?? []).map((unlock) => unlock.credentialId));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const add = async (password: string) => {
    const registered = await registerPasskey(userUuid, password, name.trim() || t('passkeys.defaultName'));
    setAdding(false);
    setName('');
    notify.success(registered.passkey.prf ? t('passkeys.addedWithUnlock') : t('passkeys.addedSignInOnly'));
  };

  const remove = async (id: string, credentialId: string, passkeyName: string) => {
    const confirmed = await askConfirmation({
      title: t('passkeys.removeTitle', { name: passkeyName }),
      message: t('passkeys.removeConfirm'),
      confirmLabel: t('passkeys.remove'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await deletePasskey(id);
      await vaultWorker().removePasskeyUnlock(userUuid, credentialId);
      notify.success(t('passkeys.removed'));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className={`${CARD} flex flex-col gap-4`} data-testid="passkeys">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('passkeys.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('passkeys.intro')}</p>
      {passkeys && passkeys.length === 0 && <p className="text-sm text-stone-500">{t('passkeys.none')}</p>}
      <ul className="flex flex-col divide-y divide-stone-200">
        {passkeys?.map((passkey) => {
          const capability = passkeyCapability(passkey, unlockHere);
          return (
            <li key={passkey.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="passkey">
              <KeyIcon className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words">{passkey.name}</span>
                <span className="text-xs text-stone-500">
                  {t('passkeys.createdAt', { date: date(passkey.created_at) })}
                  {' · '}
                  {passkey.last_used_at
                    ? t('passkeys.lastUsedAt', { date: date(passkey.last_used_at) })
                    : t('passkeys.neverUsed')}
                </span>
                <span
                  className={`mt-1 self-start rounded px-2 py-0.5 text-xs ${
                    capability === 'signInOnly' ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'
                  }`}
                >
                  {t(`passkeys.capability.${capability}`)}
                </span>
              </div>
              <SecondaryButton
                disabled={busy || !online}
                onClick={() => void remove(passkey.id, passkey.credential_id, passkey.name)}
                className="text-red-700"
              >
                {t('passkeys.remove')}
              </SecondaryButton>
            </li>
          );
        })}
      </ul>
      {!online && <p className="text-sm text-stone-500">{t('passkeys.offline')}</p>}
      {adding ? (
        <div className="flex flex-col gap-4 rounded-md bg-stone-50 p-4">
          <TextField
            label={t('passkeys.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            placeholder={t('passkeys.namePlaceholder')}
          />
          <p className="text-sm text-stone-600">{t('passkeys.confirmPassword')}</p>
          <ConfirmPasswordForm
            labels={{ password: t('passkeys.password'), submit: t('passkeys.register') }}
            onConfirmed={(input) => add(input.password)}
            secondaryAction={
              <SecondaryButton onClick={() => setAdding(false)}>{t('passkeys.cancel')}</SecondaryButton>
            }
          />
        </div>
      ) : (
        <SecondaryButton disabled={!online} onClick={() => setAdding(true)} className="self-start">
          <FingerPrintIcon className="size-5" aria-hidden="true" />
          {t('passkeys.add')}
        </SecondaryButton>
      )}
    </section>
  );
}
