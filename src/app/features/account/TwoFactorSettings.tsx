import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon, ShieldExclamationIcon } from '@heroicons/react/24/outline';
import type { AuthUser } from '../../../contract/authUser';
import { RecoveryCodeList } from '../../components/RecoveryCodeList';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { CARD } from './AccountLayout';
import { disableTwoFactor, regenerateRecoveryCodes } from './accountApi';
import type { Confirmed } from './usePasswordConfirmation';

/**
 * Type and status of the second factor; deactivating it (setup again at the next login, spec §4)
 * and new recovery codes, both behind a password confirmation. The page is not revalidated after
 * deactivating: the guard would send the user to the setup at once, before the notice is read.
 */
export function TwoFactorSettings({
  user,
  runConfirmed,
}: {
  user: AuthUser;
  runConfirmed: <T>(action: () => Promise<T>, options: { askFirst: boolean }) => Promise<Confirmed<T>>;
}) {
  const { t, i18n } = useTranslation();
  const [disabled, setDisabled] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const active = !disabled && user.twoFactorConfirmedAt !== null;

  const perform = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };

  const deactivate = () =>
    perform(async () => {
      const result = await runConfirmed(disableTwoFactor, { askFirst: true });
      if (!result.ok) return;
      setDisabled(true);
      setCodes(null);
      notify.success(t('account.twoFactor.disabled'));
    });

  const regenerate = () =>
    perform(async () => {
      const result = await runConfirmed(regenerateRecoveryCodes, { askFirst: true });
      if (!result.ok) return;
      setCodes(result.value);
      notify.success(t('account.twoFactor.regenerated'));
    });

  return (
    <section aria-labelledby={titleId} className={`${CARD} flex flex-col gap-4`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('account.twoFactor.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-stone-700">{t('account.twoFactor.type')}</dt>
        <dd>{user.twoFactorType && !disabled ? t(`account.twoFactor.types.${user.twoFactorType}`) : '–'}</dd>
        <dt className="font-medium text-stone-700">{t('account.twoFactor.status')}</dt>
        <dd className="flex items-center gap-1.5">
          {active ? (
            <ShieldCheckIcon className="size-5 text-green-700" aria-hidden="true" />
          ) : (
            <ShieldExclamationIcon className="size-5 text-amber-600" aria-hidden="true" />
          )}
          {active
            ? t('account.twoFactor.activeSince', {
                date: new Date(user.twoFactorConfirmedAt ?? '').toLocaleDateString(i18n.language),
              })
            : t('account.twoFactor.inactive')}
        </dd>
      </dl>
      {!active && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('account.twoFactor.setupAtNextLogin')}
        </p>
      )}
      {active && (
        <>
          <div className="flex flex-wrap gap-3">
            <SecondaryButton onClick={() => void regenerate()} disabled={busy}>
              {t('account.twoFactor.regenerate')}
            </SecondaryButton>
            <SecondaryButton onClick={() => void deactivate()} disabled={busy} className="text-red-700">
              {t('account.twoFactor.disable')}
            </SecondaryButton>
          </div>
          <p className="text-sm text-stone-500">{t('account.twoFactor.regenerateHint')}</p>
        </>
      )}
      {codes && <RecoveryCodeList codes={codes} />}
    </section>
  );
}
