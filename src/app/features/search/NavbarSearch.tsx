import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { SearchBox } from './SearchBox';
import './searchTexts';

/**
 * The navbar's search (spec §2): a field from the sm breakpoint; on small screens a button that
 * opens the field in a dialog, closed once the search has started. The layout shows it only to
 * users the server lets search (not doctors, spec §6).
 */
export function NavbarSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="hidden w-56 sm:block lg:w-72">
        <SearchBox />
      </div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-stone-600 hover:bg-stone-100 sm:hidden"
        data-testid="navbar-search-open"
      >
        <span className="sr-only">{t('search.open')}</span>
        <MagnifyingGlassIcon className="size-6" aria-hidden="true" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50 sm:hidden">
        <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
        <div className="fixed inset-x-0 top-0 p-2">
          <DialogPanel className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-lg">
            <div className="flex items-center justify-between">
              <DialogTitle className="text-sm font-semibold">{t('search.label')}</DialogTitle>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-md p-1 text-stone-600 hover:bg-stone-100"
              >
                <span className="sr-only">{t('search.close')}</span>
                <XMarkIcon className="size-5" aria-hidden="true" />
              </button>
            </div>
            <SearchBox autoFocus onSearched={() => setOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
