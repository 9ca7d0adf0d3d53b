import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LOCALES, SALUTATIONS } from '../../../contract/constants';
import { doctorInputSchema, DoctorStatus, type DoctorInput } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { CheckboxPicker, usePickedIds } from '../../components/CheckboxPicker';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { doctorActions } from './doctorActions';

/** The offices are picked beside the form (a checkbox list), the rest is the shared schema. */
const formSchema = doctorInputSchema.omit({ office_ids: true });
type FormValues = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const TEXT_FIELDS = [
  ['titel', 'users.list.title'],
  ['vorname', 'users.form.firstName'],
  ['nachname', 'users.form.lastName'],
  ['email', 'users.list.email'],
  ['phone', 'users.list.phone'],
  ['mobile', 'users.detail.mobile'],
  ['strasse', 'users.detail.street'],
  ['plz', 'users.detail.zip'],
  ['ort', 'users.detail.city'],
  ['country', 'users.list.country'],
  ['lis_id', 'users.detail.lisId'],
] as const;

function valuesOf(doctor: DoctorRow | undefined): FormValues {
  return {
    anrede: doctor?.anrede ?? 'Keine',
    titel: doctor?.titel ?? '',
    vorname: doctor?.vorname ?? '',
    nachname: doctor?.nachname ?? '',
    email: doctor?.email ?? '',
    phone: doctor?.phone ?? '',
    mobile: doctor?.mobile ?? '',
    strasse: doctor?.strasse ?? '',
    plz: doctor?.plz ?? '',
    ort: doctor?.ort ?? '',
    country: doctor?.country ?? '',
    lis_id: doctor?.lis_id ?? '',
    language: doctor?.language ?? 'de',
    active: doctor ? doctor.status === DoctorStatus.active : true,
  };
}

/**
 * A doctor's master data and offices, for 'new' and 'edit' (admin only), checked by the shared
 * schema. Editing goes through the outbox (offline too; the row shows it as pending). Creating
 * needs the network: the server assigns the id the page then opens (docs/decisions.md).
 */
export function DoctorForm({ doctor, onDone }: { doctor?: DoctorRow; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const offices = useMirror((db) => db.office.orderBy('name').toArray()) ?? [];
  const picked = usePickedIds(doctor?.office_ids ?? []);
  const officeIds = picked.ids;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(doctor),
  });

  const onSubmit = handleSubmit(async (values) => {
    const input: DoctorInput = { ...values, office_ids: officeIds };
    if (doctor) {
      await doctorActions.edit(doctor, input);
      notify.success(t('users.form.saved'));
      onDone?.();
      return;
    }
    if (!navigator.onLine) {
      notify.info(t('users.form.offline'));
      return;
    }
    try {
      const created = await doctorActions.create(input);
      notify.success(t('users.form.created'));
      void navigate(pathOf('show-doctor', { id: created.id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-4" data-testid="doctor-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('users.detail.salutation')}
          options={SALUTATIONS.map((value) => ({ value, label: t(`users.form.salutations.${value}`) }))}
          error={errors.anrede?.message}
          {...register('anrede')}
        />
        {TEXT_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={t(label)}
            type={name === 'email' ? 'email' : 'text'}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <SelectField
          label={t('users.detail.language')}
          options={LOCALES.map((value) => ({ value, label: t(`users.form.languages.${value}`) }))}
          {...register('language')}
        />
      </div>
      <CheckboxPicker
        legend={t('users.detail.offices')}
        items={offices.map((office) => ({ id: office.id, label: office.name }))}
        picked={officeIds}
        onToggle={picked.toggle}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('active')} />
        {t('users.form.active')}
      </label>
      {!doctor && !online && <p className="text-sm text-amber-800">{t('users.form.offline')}</p>}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={isSubmitting || (!doctor && !online)}>
          {t(doctor ? 'users.form.save' : 'users.form.create')}
        </PrimaryButton>
        <SecondaryButton onClick={() => (onDone ? onDone() : void navigate(pathOf('list-users')))}>
          {t('users.form.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
