import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { applyUpdate, updateAvailableAtom } from './serviceWorkerUpdates';

export function UpdatePrompt() {
  const available = useAtomValue(updateAvailableAtom);
  const { t } = useTranslation();
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit items-center gap-4 rounded-lg bg-stone-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{t('pwa.updateAvailable')}</span>
      <button
        type="button"
        onClick={applyUpdate}
        className="inline-flex items-center gap-1 rounded-md bg-primary-600 px-3 py-1.5 font-semibold hover:bg-primary-500"
      >
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t('pwa.reload')}
      </button>
    </div>
  );
}
