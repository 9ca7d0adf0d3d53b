import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BILLING_CATEGORIES,
  MATERIALS,
  TRANSPORTS,
  TUBE_KEYS,
  type AnalysisInput,
} from '../../../contract/analyses';
import type { AnalysisRow } from '../../../db/tables/analyses';
import { submitOnline } from '../../api/onlineWrite';
import { DialogForm } from '../../components/DialogForm';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { analysesApi } from './analysesApi';
import {
  analysisFormSchema,
  analysisFormValues,
  englishGroupOf,
  type AnalysisFormValues,
} from './analysisForms';
import { analysisGroups } from './analysisListView';

/**
 * An analysis: code and LOINC, names and group in both languages, the sample (material, tube,
 * volume, stability, transport), the notes and the billing categories. Checked by the contract's
 * schema before it is sent; a refusal keeps everything typed and shows the server's messages by
 * the fields. A group typed as the catalogue has it fills in its English name.
 */
export function AnalysisForm({
  analysis,
  catalogue,
  onDone,
}: {
  analysis: AnalysisRow | undefined;
  catalogue: readonly AnalysisRow[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const online = useBrowserOnline();
  const defaults = analysisFormValues(analysis, i18n.resolvedLanguage ?? 'de');
  // The selects also start on their value themselves: react-hook-form selects it only once
  // mounted, which a DOM without layout (the component test's) does not always follow.
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    AnalysisFormValues,
    unknown,
    AnalysisInput
  >({
    resolver: zodResolver(analysisFormSchema),
    defaultValues: defaults,
  });
  const errors = formState.errors;
  const groups = analysisGroups(catalogue);
  const materials = MATERIALS.map((key) => ({ value: key, label: t(`material.${key}`) }));
  const tubes = TUBE_KEYS.map((key) => ({ value: key, label: t(`tube.${key}`) }));
  const transports = TRANSPORTS.map((key) => ({ value: key, label: t(`transport.${key}`) }));
  const groupField = register('group', {
    onBlur: () => {
      const english = englishGroupOf(catalogue, getValues('group'));
      if (english && getValues('group_en').trim() === '') setValue('group_en', english);
    },
  });
  return (
    <DialogForm
      align="start"
      testId="analysis-form"
      submitLabel={t(analysis ? 'analyses.save' : 'analyses.create')}
      cancelLabel={t('analyses.cancel')}
      submitDisabled={formState.isSubmitting || !online}
      onCancel={onDone}
      onSubmit={handleSubmit(async (input) => {
        const saved = await submitOnline(
          () => analysesApi.saveAnalysis(analysis?.id ?? null, input),
          setError,
          { fieldOf: (field) => field.split('.')[0] as Path<AnalysisFormValues> },
        );
        if (!saved) return;
        notify.success(t(analysis ? 'analyses.saved' : 'analyses.created'));
        onDone();
      })}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('analyses.fields.code')} error={errors.code?.message} {...register('code')} />
        <TextField
          label={t('analyses.fields.loinc')}
          inputMode="numeric"
          error={errors.loinc?.message}
          {...register('loinc')}
        />
        <TextField label={t('analyses.fields.name')} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('analyses.fields.nameEn')}
          error={errors.name_en?.message}
          {...register('name_en')}
        />
        <TextField
          label={t('analyses.fields.group')}
          list="analysis-groups"
          error={errors.group?.message}
          {...groupField}
        />
        <TextField
          label={t('analyses.fields.groupEn')}
          list="analysis-groups-en"
          error={errors.group_en?.message}
          {...register('group_en')}
        />
        <datalist id="analysis-groups">
          {groups.map((group) => (
            <option key={group.group} value={group.group} />
          ))}
        </datalist>
        <datalist id="analysis-groups-en">
          {groups.map((group) => (
            <option key={group.group} value={group.group_en} />
          ))}
        </datalist>
        <SelectField
          label={t('analyses.fields.material')}
          options={materials}
          error={errors.material?.message}
          defaultValue={defaults.material}
          {...register('material')}
        />
        <SelectField
          label={t('analyses.fields.tube')}
          options={tubes}
          error={errors.tube?.message}
          defaultValue={defaults.tube}
          {...register('tube')}
        />
        <TextField
          label={t('analyses.fields.volume')}
          inputMode="decimal"
          error={errors.volume_ml?.message}
          {...register('volume_ml')}
        />
        <TextField
          label={t('analyses.fields.stability')}
          inputMode="numeric"
          error={errors.stability_hours?.message}
          {...register('stability_hours')}
        />
        <SelectField
          label={t('analyses.fields.transport')}
          options={transports}
          error={errors.transport?.message}
          defaultValue={defaults.transport}
          {...register('transport')}
        />
      </div>
      <TextAreaField
        label={t('analyses.fields.note')}
        rows={2}
        error={errors.note?.message}
        {...register('note')}
      />
      <TextAreaField
        label={t('analyses.fields.noteEn')}
        rows={2}
        error={errors.note_en?.message}
        {...register('note_en')}
      />
      <Controller
        control={control}
        name="billing"
        render={({ field, fieldState }) => (
          <fieldset className="flex flex-col gap-1" aria-describedby="analysis-billing-hint">
            <legend className="text-sm font-medium text-stone-700">{t('analyses.fields.billing')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {BILLING_CATEGORIES.map((category) => (
                <label key={category} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={field.value.includes(category)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, category]
                          : field.value.filter((other) => other !== category),
                      )
                    }
                  />
                  {t(`billing.${category}`)}
                </label>
              ))}
            </div>
            <p id="analysis-billing-hint" className="text-sm text-stone-600">
              {t('analyses.fields.billingHint')}
            </p>
            {fieldState.error?.message && (
              <p className="text-sm text-red-700">{t(fieldState.error.message)}</p>
            )}
          </fieldset>
        )}
      />
    </DialogForm>
  );
}
