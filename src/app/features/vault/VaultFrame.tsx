import type { ReactNode } from 'react';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import { PRODUCT_NAME } from '../../../contract/constants';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useLabName } from '../../config/labName';

/**
 * The full-page card of the lock screen and the setup: nothing of the mirror shows behind it, but
 * the user sees where they are (logo, product, laboratory) and can switch the language. Only on
 * this device: saving the language on the account needs the open session of the backend.
 */
export function VaultFrame({
  title,
  text,
  children,
  footer,
}: {
  title: string;
  text: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const labName = useLabName();
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 p-4">
      <section
        aria-labelledby="vault-title"
        className="w-full max-w-md min-w-0 rounded-lg bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <img src="/favicon.svg" alt="" className="size-9 shrink-0" data-testid="vault-logo" />
            <span className="min-w-0 leading-tight">
              <span className="block font-semibold text-primary-800">{PRODUCT_NAME}</span>
              <span className="block text-xs break-words text-stone-500">{labName}</span>
            </span>
          </div>
          <LanguageSwitcher />
        </div>
        <LockClosedIcon className="mt-5 size-8 text-primary-700" aria-hidden="true" />
        <h1 id="vault-title" className="mt-3 text-xl font-semibold">
          {title}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{text}</p>
        <div className="mt-5">{children}</div>
        {footer && <div className="mt-5 border-t border-stone-200 pt-4">{footer}</div>}
      </section>
    </main>
  );
}
