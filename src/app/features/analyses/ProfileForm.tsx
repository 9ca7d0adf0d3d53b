import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnalysisProfileInput } from '../../../contract/analyses';
import type { AnalysisProfileRow, AnalysisRow } from '../../../db/tables/analyses';
import { submitOnline } from '../../api/onlineWrite';
import { DialogForm } from '../../components/DialogForm';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { analysesApi } from './analysesApi';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from './analysisForms';
import { ProfileAnalysesPicker } from './ProfileAnalysesPicker';

/** A profile: its code, names in both languages and the analyses it expands to, in order. */
export function ProfileForm({
  profile,
  catalogue,
  onDone,
}: {
  profile: AnalysisProfileRow | undefined;
  catalogue: readonly AnalysisRow[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const { register, control, handleSubmit, setError, formState } = useForm<
    ProfileFormValues,
    unknown,
    AnalysisProfileInput
  >({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormValues(profile) });
  const errors = formState.errors;
  return (
    <DialogForm
      align="start"
      testId="profile-form"
      submitLabel={t(profile ? 'analyses.save' : 'analyses.create')}
      cancelLabel={t('analyses.cancel')}
      submitDisabled={formState.isSubmitting || !online}
      onCancel={onDone}
      onSubmit={handleSubmit(async (input) => {
        const saved = await submitOnline(
          () => analysesApi.saveProfile(profile?.id ?? null, input),
          setError,
          { fieldOf: (field) => field.split('.')[0] as Path<ProfileFormValues> },
        );
        if (!saved) return;
        notify.success(t(profile ? 'analyses.saved' : 'analyses.created'));
        onDone();
      })}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={t('analyses.fields.code')} error={errors.code?.message} {...register('code')} />
        <TextField label={t('analyses.fields.name')} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('analyses.fields.nameEn')}
          error={errors.name_en?.message}
          {...register('name_en')}
        />
      </div>
      <Controller
        control={control}
        name="analysis_ids"
        render={({ field, fieldState }) => (
          <ProfileAnalysesPicker
            catalogue={catalogue}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </DialogForm>
  );
}
