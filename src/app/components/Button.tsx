import type { ComponentPropsWithoutRef } from 'react';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

const BASE =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50';

function styledButton(tone: string) {
  return function StyledButton({ className = '', type = 'button', ...props }: ButtonProps) {
    return <button {...props} type={type} className={`${BASE} ${tone} ${className}`} />;
  };
}

/** The main action of a form or dialog. */
export const PrimaryButton = styledButton('bg-primary-700 text-white hover:bg-primary-800');

/** The main action when it destroys or locks out (delete, lock, reset): asked in a confirm dialog. */
export const DangerButton = styledButton('bg-red-700 text-white hover:bg-red-800');

const SECONDARY = 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50';

/** The quieter companion of `PrimaryButton` (skip, resend, cancel, copy). */
export const SecondaryButton = styledButton(SECONDARY);

/** The look of `SecondaryButton`, for a link that leads elsewhere (components/SecondaryLink.tsx). */
export const SECONDARY_BUTTON_CLASS = `${BASE} ${SECONDARY}`;
