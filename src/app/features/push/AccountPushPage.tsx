import './pushTexts';
import './pushSignOut';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellAlertIcon, TrashIcon } from '@heroicons/react/24/outline';
import { PUSH_KINDS, type PushKind } from '../../../contract/push';
import type { PushSubscriptionRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { useSignedInUser } from '../../session/useSignedInUser';
import { disablePush, enablePush, removePushDevice, updatePushKinds } from './pushApi';
import { announcePushFailure } from './pushFailure';
import { pushSettingsView } from './pushSettingsView';
import { usePushDevice } from './usePushDevice';

const CARD = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200';

/**
 * Issue 29: the account's 'Benachrichtigungen' tab. Push on or off for this device, the kinds it
 * wants, and the user's other devices (from the mirror) to remove. Changes are online writes.
 */
export default function AccountPushPage() {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
  const online = useBrowserOnline();
  const device = usePushDevice();
  const subscriptions = useMirror((db) => db.pushSubscription.toArray());
  const view = pushSettingsView(device, subscriptions ?? [], online);
  const [chosen, setChosen] = useState<PushKind[] | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = chosen ?? view.kinds;
  const own = view.thisDevice;

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(t(success));
      setChosen(null);
    } catch (error) {
      announcePushFailure(error);
    } finally {
      await device.refresh();
      setBusy(false);
    }
  };
  const toggle = (kind: PushKind) =>
    setChosen(kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind]);

  return (
    <>
      <section className={CARD} aria-labelledby="push-title">
        <h2 id="push-title" className="flex items-center gap-2 text-lg font-semibold">
          <BellAlertIcon className="size-5" aria-hidden="true" />
          {t('push.title')}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{t('push.intro')}</p>
        {view.blocker && (
          <p
            role="alert"
            data-testid="push-blocker"
            className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t(`push.${view.blocker}`)}
          </p>
        )}
        <p className="mt-4 text-sm font-medium" data-testid="push-state">
          {view.thisDevice ? t('push.on') : t('push.off')}
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{t('push.kindsLegend')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {PUSH_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 rounded border-stone-300"
                  checked={kinds.includes(kind)}
                  onChange={() => toggle(kind)}
                />
                {t(`push.kinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-3">
          {own ? (
            <>
              <PrimaryButton
                disabled={busy || !online || kinds.length === 0 || chosen === null}
                onClick={() => void run(() => updatePushKinds(Number(own.id), kinds), 'push.kindsSaved')}
              >
                {t('push.saveKinds')}
              </PrimaryButton>
              <SecondaryButton
                disabled={busy || !online}
                onClick={() => void run(disablePush, 'push.disabled')}
              >
                {t('push.disable')}
              </SecondaryButton>
            </>
          ) : (
            <PrimaryButton
              disabled={busy || view.blocker !== null || kinds.length === 0}
              onClick={() => void run(() => enablePush(kinds, viewer.language), 'push.enabled')}
            >
              {t('push.enable')}
            </PrimaryButton>
          )}
        </div>
      </section>
      <section className={CARD} aria-labelledby="push-devices">
        <h2 id="push-devices" className="text-lg font-semibold">
          {t('push.devices')}
        </h2>
        <DeviceList
          devices={[...(view.thisDevice ? [view.thisDevice] : []), ...view.otherDevices]}
          thisDevice={view.thisDevice}
          disabled={busy || !online}
          onRemove={(row) => void run(() => removePushDevice(Number(row.id)), 'push.deviceRemoved')}
        />
      </section>
    </>
  );
}

function DeviceList({
  devices,
  thisDevice,
  disabled,
  onRemove,
}: {
  devices: PushSubscriptionRow[];
  thisDevice: PushSubscriptionRow | null;
  disabled: boolean;
  onRemove: (row: PushSubscriptionRow) => void;
}) {
  const { t, i18n } = useTranslation();
  if (devices.length === 0) return <p className="mt-4 text-sm text-stone-600">{t('push.noDevices')}</p>;
  return (
    <ul className="mt-4 divide-y divide-stone-100" data-testid="push-devices">
      {devices.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium">{row.device_label || t('push.thisDevice')}</span>
            {row === thisDevice && (
              <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-800">
                {t('push.thisDevice')}
              </span>
            )}
            <span className="block text-stone-600">
              {row.kinds.map((kind) => t(`push.kinds.${kind}`)).join(', ')} ·{' '}
              {t('push.since', { date: new Date(row.created_at).toLocaleDateString(i18n.language) })}
            </span>
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onRemove(row)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            <TrashIcon className="size-4" aria-hidden="true" />
            {t('push.removeDevice')}
          </button>
        </li>
      ))}
    </ul>
  );
}
