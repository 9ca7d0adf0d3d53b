import { Field, Input, Label } from '@headlessui/react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type TextFieldProps = ComponentPropsWithoutRef<'input'> & {
  label: string;
  /** An i18n key (from the shared zod schema) or a server message. */
  error?: string;
};

export function TextField({ label, error, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-stone-700">{label}</Label>
      <Input
        {...input}
        invalid={Boolean(error)}
        className="rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 data-invalid:border-red-600"
      />
      {error && <p className="text-sm text-red-700">{t(error)}</p>}
    </Field>
  );
}
