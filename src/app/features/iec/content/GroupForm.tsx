import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IecSubstanceGroupInput } from '../../../../contract/iec';
import type { IecSubstanceGroupRow } from '../../../../db/rows';
import { DialogForm } from '../../../components/DialogForm';
import { TextField } from '../../../components/TextField';
import { groupFormSchema, groupFormValues, type GroupFormValues } from './iecContentForms';
import { submitCatalogueForm } from './submitCatalogueForm';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GroupFormValues, unknown, IecSubstanceGroupInput>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: groupFormValues(group, nextPosition),
  });
  return (
    <DialogForm
      submitLabel={t(group ? 'iecContent.save' : 'iecContent.create')}
      cancelLabel={t('iecContent.cancel')}
      submitDisabled={isSubmitting}
      onCancel={onDone}
      onSubmit={handleSubmit(async (input) => {
        if (await submitCatalogueForm('groups', group ? Number(group.id) : null, input, setError)) onDone();
      })}
    >
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
