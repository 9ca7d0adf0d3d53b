import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@heroicons/react/24/outline';

/**
 * Spec §2 navbar activities bell. The activity notifications arrive with the real-time issue;
 * until then the list says there are none.
 */
export function ActivityBell() {
  const { t } = useTranslation();
  return (
    <Popover className="relative">
      <PopoverButton className="rounded-full p-2 text-stone-600 hover:bg-stone-100">
        <span className="sr-only">{t('navbar.activities')}</span>
        <BellIcon className="size-6" aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-2 w-72 rounded-md bg-white p-4 text-sm text-stone-600 shadow-lg ring-1 ring-black/5"
      >
        {t('navbar.noActivities')}
      </PopoverPanel>
    </Popover>
  );
}
