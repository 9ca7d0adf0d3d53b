import { useId, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type SelectFieldProps = ComponentPropsWithoutRef<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** An i18n key (from the shared zod schema) or a server message. */
  error?: string;
};

/** A labelled native select in the look of `TextField`. */
export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}
