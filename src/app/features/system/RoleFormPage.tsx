import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isBuiltInRole, requiredPermissionsOf, roleInputSchema } from '../../../contract/accessControl';
import type { RoleRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { AccessForm, AccessFormPage } from './AccessFormShell';
import './systemTexts';
import { permissionLabel } from './permissionLabel';

type FormValues = z.input<typeof roleInputSchema>;
const FIELDS = ['name', 'description', 'permissions'] as const;

/** Spec §2 'roles/new' and 'roles/edit/{id}': name, description and permissions of a role. */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const role = useMirror(async (db) => (id ? ((await db.role.get(id)) ?? null) : null), [id]);
  if (role === undefined) return null;
  return (
    <AccessFormPage
      title={t(role ? 'routes.roleEdit' : 'routes.roleNew')}
      missing={Boolean(id) && role === null}
    >
      <RoleForm key={role ? `${role.id}:${role.name}:${role.permissions.join()}` : 'new'} role={role} />
    </AccessFormPage>
  );
}

function RoleForm({ role }: { role: RoleRow | null }) {
  const { t } = useTranslation();
  const permissions = useMirror((db) => db.permission.orderBy('name').toArray()) ?? [];
  const required = role ? requiredPermissionsOf(role.name) : [];
  const form = useForm<FormValues, unknown, z.output<typeof roleInputSchema>>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role ? [...role.permissions] : [],
    },
  });
  const error = form.formState.errors.permissions?.message;
  return (
    <AccessForm
      form={form}
      path={role ? `/api/roles/${role.id}` : '/api/roles'}
      method={role ? 'PUT' : 'POST'}
      fields={FIELDS}
      listRoute="list-roles"
      nameReadOnly={role ? isBuiltInRole(role.name) : false}
      testId="role-form"
      width="max-w-3xl"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">{t('system.roles.permissions')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {permissions.map((permission) => {
            const kept = required.includes(permission.name);
            const label = permissionLabel(permission.name);
            return (
              <label key={permission.id} className="flex items-start gap-2 text-sm break-words">
                <input
                  type="checkbox"
                  value={permission.name}
                  // Not `disabled`: a disabled checkbox would leave the form's value without it.
                  aria-disabled={kept}
                  onClick={kept ? (event) => event.preventDefault() : undefined}
                  className="mt-0.5"
                  aria-label={label}
                  {...form.register('permissions')}
                />
                <span>
                  {label}
                  {label !== permission.name && (
                    <span className="block text-xs text-stone-500">{permission.name}</span>
                  )}
                  {kept && <span className="block text-xs text-stone-500">{t('system.roles.required')}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {error && <p className="text-sm text-red-700">{t(error)}</p>}
      </fieldset>
    </AccessForm>
  );
}
