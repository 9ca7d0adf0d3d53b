import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CatalogueInput, CatalogueKind } from './iecContentForms';
import { submitCatalogueForm } from './submitCatalogueForm';

/**
 * A catalogue item's form: checked by its schema (the contract's texts), saved online, and the
 * props of its `DialogForm` (create or save, cancel, busy while it is sent). `id` is the item's,
 * undefined for a new one.
 */
export function useCatalogueForm<Values extends FieldValues, Input extends CatalogueInput>(
  kind: CatalogueKind,
  id: string | undefined,
  schema: z.ZodType<Input, Values>,
  defaultValues: DefaultValues<Values>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Input>({ resolver: zodResolver(schema), defaultValues });
  const dialogProps = {
    submitLabel: t(id ? 'iecContent.save' : 'iecContent.create'),
    cancelLabel: t('iecContent.cancel'),
    submitDisabled: form.formState.isSubmitting,
    onCancel: onDone,
    onSubmit: form.handleSubmit(async (input) => {
      if (await submitCatalogueForm(kind, id ? Number(id) : null, input, form.setError)) onDone();
    }),
  };
  return { ...form, errors: form.formState.errors, dialogProps };
}
