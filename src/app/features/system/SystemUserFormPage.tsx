import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { LOCALES, SALUTATIONS } from '../../../contract/constants';
import { RoleName } from '../../../contract/permissions';
import { systemUserInputSchema, type SystemUserRecord } from '../../../contract/systemUsers';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { submitOnline, writeOnline } from '../../api/onlineWrite';
import { SystemNav } from './SystemNav';
import { useSystemUser } from './useSystemUsers';
import './systemTexts';

/**
 * Checkboxes carry strings (a lone one: a boolean): the form holds the ids as strings and the
 * shared schema's rule applies to them as numbers.
 */
const formSchema = systemUserInputSchema.extend({
  role_ids: z.preprocess(
    (value) => (Array.isArray(value) ? value.map(Number) : value ? [Number(value)] : []),
    systemUserInputSchema.shape.role_ids,
  ),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = [
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'email',
  'language',
  'role_ids',
  'sso_link_allowed',
] as const;

/** Spec §2 'system users: new' and '{id}/edit'. A new account is invited by e-mail. */
export default function SystemUserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const user = useSystemUser(id);
  if (user === undefined) return null;
  if (id && user === null) return <p className="text-stone-600">{t('system.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(user ? 'routes.systemUserEdit' : 'routes.systemUserNew')}</h1>
      <SystemNav />
      <SystemUserForm user={user} />
    </div>
  );
}

function SystemUserForm({ user }: { user: SystemUserRecord | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  // Doctors are managed in the users area: the role Arzt is not offered here.
  const roles = (useMirror((db) => db.role.orderBy('name').toArray()) ?? []).filter(
    (role) => role.name !== RoleName.doctor,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      anrede: user?.anrede ?? 'Keine',
      titel: user?.titel ?? '',
      vorname: user?.vorname ?? '',
      nachname: user?.nachname ?? '',
      email: user?.email ?? '',
      language: user?.language ?? 'de',
      role_ids: user?.roles.map((role) => String(role.id)) ?? [],
      sso_link_allowed: user?.sso_link_allowed ?? false,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const sent = await submitOnline(
      () =>
        writeOnline<{ data: SystemUserRecord }>(user ? `/api/system-users/${user.id}` : '/api/system-users', {
          method: user ? 'PUT' : 'POST',
          body: values,
        }),
      setError,
      { only: FIELDS },
    );
    if (!sent) return;
    notify.success(t(user ? 'system.saved' : 'system.users.created'));
    void navigate(pathOf('show-system-user', { id: String(sent.answer.data.id) }));
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      data-testid="system-user-form"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t('system.users.salutation')}
          options={SALUTATIONS.map((value) => ({ value, label: value }))}
          {...register('anrede')}
        />
        <TextField label={t('system.users.title')} error={errors.titel?.message} {...register('titel')} />
        <TextField
          label={t('system.users.firstName')}
          error={errors.vorname?.message}
          {...register('vorname')}
        />
        <TextField
          label={t('system.users.lastName')}
          error={errors.nachname?.message}
          {...register('nachname')}
        />
        <TextField
          type="email"
          label={t('system.users.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('system.users.language')}
          options={LOCALES.map((value) => ({ value, label: t(`system.users.languages.${value}`) }))}
          {...register('language')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">{t('system.users.roles')}</legend>
        {roles.map((role) => (
          <label key={role.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={role.id} {...register('role_ids')} />
            {role.name}
          </label>
        ))}
        {errors.role_ids?.message && <p className="text-sm text-red-700">{t(errors.role_ids.message)}</p>}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...register('sso_link_allowed')} />
        <span>
          {t('system.users.ssoLinkAllowed')}
          <span className="block text-stone-600">{t('system.users.ssoLinkAllowedHint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={!online || isSubmitting}>
          {t('system.save')}
        </PrimaryButton>
        <SecondaryButton onClick={() => void navigate(pathOf('list-system-users'))}>
          {t('system.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
