import { useId, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type TextAreaFieldProps = ComponentPropsWithoutRef<'textarea'> & {
  label: string;
  /** Shows the label to screen readers only (a reply box under its conversation). */
  hideLabel?: boolean;
  /** An i18n key (from the shared zod schema) or a server message. */
  error?: string;
};

/** A labelled multi-line input in the look of `TextField`. */
export function TextAreaField({ label, hideLabel = false, error, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-700'}>
        {label}
      </label>
      <textarea
        rows={4}
        {...textarea}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600"
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}
