import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { labSettingsSchema, type LabSettingsResponse } from '../../../contract/settings';
import { request } from '../../api/http';
import { PrimaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { setLabName } from '../../config/labName';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { submitOnline, writeOnline } from '../../api/onlineWrite';
import { SystemNav } from './SystemNav';
import './systemTexts';

type FormValues = z.input<typeof labSettingsSchema>;
const FIELDS = ['labName', 'supportEmail', 'contactPersonUuid'] as const;

/**
 * The laboratory's settings (issue 14): read from the server when the page opens (they are not
 * mirrored: only admins see them, and they matter only online), saved at once. A new name shows
 * in this tab's title and footer right away; other devices take it at their next page load.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [loaded, setLoaded] = useState<LabSettingsResponse | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof labSettingsSchema>>({
    resolver: zodResolver(labSettingsSchema),
  });

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    request<LabSettingsResponse>('/api/settings')
      .then((answer) => {
        if (cancelled) return;
        setLoaded(answer);
        reset(answer.data);
      })
      .catch((error: unknown) => notify.apiError(error));
    return () => {
      cancelled = true;
    };
  }, [online, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const sent = await submitOnline(
      () => writeOnline<LabSettingsResponse>('/api/settings', { method: 'PUT', body: values }),
      setError,
      { only: FIELDS },
    );
    if (!sent) return;
    setLoaded(sent.answer);
    reset(sent.answer.data);
    setLabName(sent.answer.data.labName);
    notify.success(t('system.saved'));
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.systemSettings')}</h1>
      <SystemNav />
      {!loaded && online && <p className="text-stone-600">{t('system.loading')}</p>}
      {loaded && (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex max-w-2xl flex-col gap-4"
          data-testid="settings-form"
        >
          <TextField
            label={t('system.settings.labName')}
            error={errors.labName?.message}
            {...register('labName')}
          />
          <p className="-mt-3 text-xs text-stone-500">{t('system.settings.labNameHelp')}</p>
          <TextField
            type="email"
            label={t('system.settings.supportEmail')}
            error={errors.supportEmail?.message}
            {...register('supportEmail', { setValueAs: (value: string | null) => (value ? value : null) })}
          />
          <SelectField
            label={t('system.settings.contactPerson')}
            options={[
              { value: '', label: t('system.settings.contactDefault') },
              ...loaded.meta.contactCandidates.map((person) => ({ value: person.uuid, label: person.name })),
            ]}
            error={errors.contactPersonUuid?.message}
            {...register('contactPersonUuid', {
              setValueAs: (value: string | null) => (value ? value : null),
            })}
          />
          <div>
            <PrimaryButton type="submit" disabled={!online || isSubmitting}>
              {t('system.save')}
            </PrimaryButton>
          </div>
        </form>
      )}
    </div>
  );
}
