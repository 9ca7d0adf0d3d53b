import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IecSourceRow, IecSubstanceGroupRow, IecSubstanceRow } from '../../../../db/rows';
import { CheckboxPicker } from '../../../components/CheckboxPicker';
import { DialogForm } from '../../../components/DialogForm';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { substanceFormSchema, substanceFormValues } from './iecContentForms';
import { useCatalogueForm } from './useCatalogueForm';
import { useLocalized } from './useCatalogue';

/** A substance: names and short info in both languages, synonyms, CAS number, group and sources. */
export function SubstanceForm({
  substance,
  groups,
  sources,
  onDone,
}: {
  substance: IecSubstanceRow | undefined;
  groups: readonly IecSubstanceGroupRow[];
  sources: readonly IecSourceRow[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { register, control, errors, dialogProps } = useCatalogueForm(
    'substances',
    substance?.id,
    substanceFormSchema,
    substanceFormValues(substance, groups[0]?.id),
    onDone,
  );
  return (
    <DialogForm {...dialogProps}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('iecContent.fields.nameDe')}
          error={errors.name?.de?.message}
          {...register('name.de')}
        />
        <TextField
          label={t('iecContent.fields.nameEn')}
          error={errors.name?.en?.message}
          {...register('name.en')}
        />
        <SelectField
          label={t('iecContent.fields.group')}
          options={groups.map((group) => ({ value: group.id, label: localized(group.title) }))}
          error={errors.group_id?.message}
          {...register('group_id')}
        />
        <TextField label={t('iecContent.fields.cas')} error={errors.cas?.message} {...register('cas')} />
      </div>
      <TextField
        label={t('iecContent.fields.synonyms')}
        error={errors.synonyms?.message}
        {...register('synonyms')}
      />
      <TextAreaField
        label={t('iecContent.fields.infoDe')}
        rows={3}
        error={errors.info?.de?.message}
        {...register('info.de')}
      />
      <TextAreaField
        label={t('iecContent.fields.infoEn')}
        rows={3}
        error={errors.info?.en?.message}
        {...register('info.en')}
      />
      <Controller
        control={control}
        name="source_ids"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            <CheckboxPicker
              legend={t('iecContent.fields.sources')}
              items={sources.map((source) => ({ id: source.id, label: source.citation }))}
              picked={field.value ?? []}
              scrolls={false}
              onToggle={(id, on) =>
                field.onChange(
                  on ? [...(field.value ?? []), id] : (field.value ?? []).filter((other) => other !== id),
                )
              }
            />
            {fieldState.error?.message && (
              <p className="text-sm text-red-700">{t(fieldState.error.message)}</p>
            )}
          </div>
        )}
      />
    </DialogForm>
  );
}
