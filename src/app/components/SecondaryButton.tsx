import type { ComponentPropsWithoutRef } from 'react';

/** The quieter companion of `PrimaryButton` (skip, resend, cancel, copy). */
export function SecondaryButton({
  className = '',
  type = 'button',
  ...props
}: ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      {...props}
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md bg-white px-4 py-2 text-sm font-semibold text-stone-700 shadow-sm ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    />
  );
}
