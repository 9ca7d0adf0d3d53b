import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  isBuiltInRole,
  requiredPermissionsOf,
  roleInputSchema,
  type RoleRecord,
} from '../../../contract/accessControl';
import type { RoleRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { sendForm } from './sendForm';
import { SystemNav } from './SystemNav';
import './systemTexts';

type FormValues = z.input<typeof roleInputSchema>;
const FIELDS = ['name', 'description', 'permissions'] as const;

/** Spec §2 'roles/new' and 'roles/edit/{id}': name, description and permissions of a role. */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const role = useMirror(async (db) => (id ? ((await db.role.get(id)) ?? null) : null), [id]);
  if (role === undefined) return null;
  if (id && role === null) return <p className="text-stone-600">{t('system.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(role ? 'routes.roleEdit' : 'routes.roleNew')}</h1>
      <SystemNav tabs />
      <RoleForm key={role ? `${role.id}:${role.name}:${role.permissions.join()}` : 'new'} role={role} />
    </div>
  );
}

function RoleForm({ role }: { role: RoleRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const permissions = useMirror((db) => db.permission.orderBy('name').toArray()) ?? [];
  const required = role ? requiredPermissionsOf(role.name) : [];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof roleInputSchema>>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role ? [...role.permissions] : [],
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await sendForm<{ data: RoleRecord }, FormValues>(
      role ? `/api/roles/${role.id}` : '/api/roles',
      { method: role ? 'PUT' : 'POST', body: values },
      setError,
      FIELDS,
    );
    if (!answer) return;
    notify.success(t('system.saved'));
    void navigate(pathOf('list-roles'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-4" data-testid="role-form">
      <TextField
        label={t('system.roles.name')}
        readOnly={role ? isBuiltInRole(role.name) : false}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={t('system.roles.description')}
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">{t('system.roles.permissions')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {permissions.map((permission) => {
            const kept = required.includes(permission.name);
            return (
              <label key={permission.id} className="flex items-start gap-2 text-sm break-words">
                <input
                  type="checkbox"
                  value={permission.name}
                  // Not `disabled`: a disabled checkbox would leave the form's value without it.
                  aria-disabled={kept}
                  onClick={kept ? (event) => event.preventDefault() : undefined}
                  className="mt-0.5"
                  {...register('permissions')}
                />
                <span>
                  {permission.name}
                  {kept && <span className="block text-xs text-stone-500">{t('system.roles.required')}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {errors.permissions?.message && (
          <p className="text-sm text-red-700">{t(errors.permissions.message)}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={!online || isSubmitting}>
          {t('system.save')}
        </PrimaryButton>
        <SecondaryButton onClick={() => void navigate(pathOf('list-roles'))}>
          {t('system.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
