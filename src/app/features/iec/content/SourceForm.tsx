import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IecSourceInput } from '../../../../contract/iec';
import type { IecSourceRow } from '../../../../db/rows';
import { DialogForm } from '../../../components/DialogForm';
import { TextAreaField } from '../../../components/TextAreaField';
import { sourceFormSchema, sourceFormValues, type SourceFormValues } from './iecContentForms';
import { submitCatalogueForm } from './submitCatalogueForm';

/** A source of the reference list: its citation. */
export function SourceForm({ source, onDone }: { source: IecSourceRow | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SourceFormValues, unknown, IecSourceInput>({
    resolver: zodResolver(sourceFormSchema),
    defaultValues: sourceFormValues(source),
  });
  return (
    <DialogForm
      submitLabel={t(source ? 'iecContent.save' : 'iecContent.create')}
      cancelLabel={t('iecContent.cancel')}
      submitDisabled={isSubmitting}
      onCancel={onDone}
      onSubmit={handleSubmit(async (input) => {
        if (await submitCatalogueForm('sources', source ? Number(source.id) : null, input, setError))
          onDone();
      })}
    >
      <TextAreaField
        label={t('iecContent.fields.citation')}
        rows={4}
        error={errors.citation?.message}
        {...register('citation')}
      />
    </DialogForm>
  );
}
