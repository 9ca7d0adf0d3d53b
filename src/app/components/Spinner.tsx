import { ArrowPathIcon } from '@heroicons/react/24/outline';

/** A busy indicator that says what it waits for. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-sm text-stone-600">
      <ArrowPathIcon className="size-5 animate-spin text-primary-700" aria-hidden="true" />
      {label}
    </p>
  );
}
