import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { CloudArrowUpIcon, SignalIcon, SignalSlashIcon } from '@heroicons/react/24/outline';
import {
  useBrowserOnline,
  useLastSyncAt,
  useRejectedActions,
  useSyncStatus,
  useUnsentCount,
} from '../../offline/useMirror';
import { formatTimeOfDay } from '../../i18n/formatDate';
import { UnsentPanel } from './UnsentPanel';
import '../../offline/syncTexts';

/**
 * The navbar's sync state (issue 4): online or offline, how many actions wait to be sent, when the
 * mirror was last brought up to date; opens the 'Nicht gesendet' panel of refused actions.
 */
export function SyncIndicator() {
  const { t, i18n } = useTranslation();
  const browserOnline = useBrowserOnline();
  const status = useSyncStatus();
  const unsent = useUnsentCount();
  const rejected = useRejectedActions();
  const lastSyncAt = useLastSyncAt() ?? status.lastSyncAt;
  const online = browserOnline && status.online;
  const Icon = online ? SignalIcon : SignalSlashIcon;
  const lastSync = lastSyncAt ? formatTimeOfDay(lastSyncAt, i18n.resolvedLanguage) : t('sync.never');
  return (
    <Popover className="relative">
      <PopoverButton
        className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm ${
          rejected.length > 0 ? 'text-red-700' : 'text-stone-600'
        } hover:bg-stone-100`}
      >
        {/* The name starts with what is seen, so speech input finds it (axe label-content-name-mismatch). */}
        <span className="sr-only">{t('sync.label')}: </span>
        <Icon className={`size-5 ${online ? 'text-green-700' : 'text-amber-600'}`} aria-hidden="true" />
        <span data-testid="sync-state" className={unsent > 0 ? 'sr-only sm:not-sr-only' : ''}>
          {online ? t('sync.online') : t('sync.offline')}
        </span>
        {unsent > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-semibold whitespace-nowrap text-amber-900">
            <CloudArrowUpIcon className="size-4" aria-hidden="true" />
            {/* A phone's navbar has room for the count only; the words stay for screen readers. */}
            <span aria-hidden="true" className="sm:hidden">
              {unsent}
            </span>
            <span data-testid="unsent-count" className="sr-only sm:not-sr-only">
              {t('sync.unsent', { count: unsent })}
            </span>
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-2 w-96 max-w-[calc(100vw-1rem)] rounded-md bg-white p-4 text-sm shadow-lg ring-1 ring-black/5"
      >
        <p>{online ? t('sync.onlineLong') : t('sync.offlineLong')}</p>
        <p className="mt-1 text-stone-600">{t('sync.lastSync', { time: lastSync })}</p>
        {status.pausedForAuth && <p className="mt-1 text-amber-800">{t('sync.pausedForAuth')}</p>}
        <UnsentPanel rows={rejected} />
      </PopoverPanel>
    </Popover>
  );
}
