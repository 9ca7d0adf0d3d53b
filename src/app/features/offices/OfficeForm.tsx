import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { doctorDisplayName } from '../../../contract/doctors';
import type { OfficeRow } from '../../../db/rows';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { CheckboxPicker, usePickedIds } from '../../components/CheckboxPicker';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { officeActions } from './officeActions';
import { OfficeSettingFields } from './OfficeSettingFields';
import {
  OFFICE_TEXT_FIELDS,
  officeFormSchema,
  officeFormValues,
  officeInputOf,
  type OfficeFormOutput,
  type OfficeFormValues,
} from './officeForm';

/**
 * An office's data and doctors, for 'new' and 'edit', checked by the shared schema (the server's
 * field texts). Editing goes through the outbox (offline too; the row shows it as pending).
 * Creating needs the network: the server assigns the id the page then opens.
 */
export function OfficeForm({ office }: { office?: OfficeRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const doctors = useMirror((db) => db.doctor.orderBy('nachname').toArray()) ?? [];
  const picked = usePickedIds(office?.doctor_ids ?? []);
  const doctorIds = picked.ids;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfficeFormValues, unknown, OfficeFormOutput>({
    resolver: zodResolver(officeFormSchema),
    defaultValues: officeFormValues(office),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (office) {
      await officeActions.edit(office, values, doctorIds);
      notify.success(t('offices.form.saved'));
      void navigate(pathOf('show-office', { id: office.id }));
      return;
    }
    if (!navigator.onLine) {
      notify.info(t('offices.form.offline'));
      return;
    }
    try {
      const created = await officeActions.create(officeInputOf(values, doctorIds));
      notify.success(t('offices.form.created'));
      void navigate(pathOf('show-office', { id: created.id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-4" data-testid="office-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {OFFICE_TEXT_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={t(label)}
            type={name === 'email' ? 'email' : 'text'}
            inputMode={name === 'bsnr' ? 'numeric' : undefined}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <OfficeSettingFields register={register} errors={errors} />
      <CheckboxPicker
        legend={t('offices.list.doctors')}
        items={doctors.map((doctor) => ({ id: doctor.id, label: doctorDisplayName(doctor) }))}
        picked={doctorIds}
        onToggle={picked.toggle}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('active')} />
        {t('offices.form.active')}
      </label>
      {!office && !online && <p className="text-sm text-amber-800">{t('offices.form.offline')}</p>}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={isSubmitting || (!office && !online)}>
          {t(office ? 'offices.form.save' : 'offices.form.create')}
        </PrimaryButton>
        <SecondaryButton
          onClick={() =>
            void navigate(office ? pathOf('show-office', { id: office.id }) : pathOf('list-offices'))
          }
        >
          {t('offices.form.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
