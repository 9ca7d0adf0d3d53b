import { useTranslation } from 'react-i18next';
import type { IecSourceRow } from '../../../../db/rows';
import { DialogForm } from '../../../components/DialogForm';
import { TextAreaField } from '../../../components/TextAreaField';
import { sourceFormSchema, sourceFormValues } from './iecContentForms';
import { useCatalogueForm } from './useCatalogueForm';

/** A source of the reference list: its citation. */
export function SourceForm({ source, onDone }: { source: IecSourceRow | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, errors, dialogProps } = useCatalogueForm(
    'sources',
    source?.id,
    sourceFormSchema,
    sourceFormValues(source),
    onDone,
  );
  return (
    <DialogForm {...dialogProps}>
      <TextAreaField
        label={t('iecContent.fields.citation')}
        rows={4}
        error={errors.citation?.message}
        {...register('citation')}
      />
    </DialogForm>
  );
}
