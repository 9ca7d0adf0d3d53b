import { useId, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled input of the staff form with its error (an i18n key or the server's text), registered
 * with react-hook-form like components/TextField. The form keeps its own field rather than that
 * one: sharing that chunk's split with the workshop pages grew the login route (docs/decisions.md,
 * issue 15).
 */
export function WorkshopField({
  label,
  error,
  multiline = false,
  ...input
}: { label: string; error?: string; multiline?: boolean } & ComponentPropsWithoutRef<'input'>) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const className =
    'rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600';
  const shared = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
    className,
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      {multiline ? (
        // The registered name, handlers and ref (react-hook-form's register) go to the textarea.
        <textarea {...(input as unknown as ComponentPropsWithoutRef<'textarea'>)} {...shared} rows={6} />
      ) : (
        <input {...input} {...shared} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}
