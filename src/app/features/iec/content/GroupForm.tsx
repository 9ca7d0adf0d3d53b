import { useTranslation } from 'react-i18next';
import type { IecSubstanceGroupRow } from '../../../../db/rows';
import { DialogForm } from '../../../components/DialogForm';
import { TextField } from '../../../components/TextField';
import { groupFormSchema, groupFormValues } from './iecContentForms';
import { useCatalogueForm } from './useCatalogueForm';

/**
 * A substance group: its title in both languages and its place in the tool's order. Its
 * substances are moved by editing them (a substance belongs to exactly one group).
 */
export function GroupForm({
  group,
  nextPosition,
  onDone,
}: {
  group: IecSubstanceGroupRow | undefined;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { register, errors, dialogProps } = useCatalogueForm(
    'groups',
    group?.id,
    groupFormSchema,
    groupFormValues(group, nextPosition),
    onDone,
  );
  return (
    <DialogForm {...dialogProps}>
      <TextField
        label={t('iecContent.fields.titleDe')}
        error={errors.title?.de?.message}
        {...register('title.de')}
      />
      <TextField
        label={t('iecContent.fields.titleEn')}
        error={errors.title?.en?.message}
        {...register('title.en')}
      />
      <TextField
        label={t('iecContent.fields.position')}
        inputMode="numeric"
        error={errors.position?.message}
        {...register('position')}
      />
    </DialogForm>
  );
}
