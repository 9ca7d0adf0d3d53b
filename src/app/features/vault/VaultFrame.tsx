import type { ReactNode } from 'react';
import { LockClosedIcon } from '@heroicons/react/24/outline';

/** The full-page card of the lock screen and the setup: nothing of the mirror shows behind it. */
export function VaultFrame({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 p-4">
      <section
        aria-labelledby="vault-title"
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <LockClosedIcon className="size-8 text-primary-700" aria-hidden="true" />
        <h1 id="vault-title" className="mt-3 text-xl font-semibold">
          {title}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{text}</p>
        <div className="mt-5">{children}</div>
      </section>
    </main>
  );
}
