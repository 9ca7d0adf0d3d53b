import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { submitOnline } from '../../../api/onlineWrite';
import { notify } from '../../../notifications/notify';
import { saveCatalogueItem } from './iecContentApi';
import { formFieldOf, type CatalogueInput, type CatalogueKind } from './iecContentForms';

/**
 * A catalogue item's form: checked by its schema (the contract's texts), saved online, and the
 * props of its `DialogForm` (create or save, cancel, busy while it is sent). `id` is the item's,
 * undefined for a new one. Saved, it says 'Angelegt.' or 'Gespeichert.' and the dialog closes;
 * refused, it stays open with everything typed in it and the server's messages by the fields.
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
      const saved = await submitOnline(
        () => saveCatalogueItem(kind, id ? Number(id) : null, input),
        form.setError,
        { fieldOf: (field) => formFieldOf(field) as Path<Values> },
      );
      if (!saved) return;
      notify.success(t(id ? 'iecContent.saved' : 'iecContent.created'));
      onDone();
    }),
  };
  return { ...form, errors: form.formState.errors, dialogProps };
}
