import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isBuiltInPermission, permissionInputSchema } from '../../../contract/accessControl';
import type { PermissionRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { AccessForm, AccessFormPage } from './AccessFormShell';
import './systemTexts';

type FormValues = z.input<typeof permissionInputSchema>;
const FIELDS = ['name', 'description'] as const;

/** Spec §2 'permissions/new' and 'permissions/edit/{id}'. The gates of spec §6 keep their names. */
export default function PermissionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const permission = useMirror(async (db) => (id ? ((await db.permission.get(id)) ?? null) : null), [id]);
  if (permission === undefined) return null;
  return (
    <AccessFormPage
      title={t(permission ? 'routes.permissionEdit' : 'routes.permissionNew')}
      missing={Boolean(id) && permission === null}
    >
      <PermissionForm
        key={permission ? `${permission.id}:${permission.name}` : 'new'}
        permission={permission}
      />
    </AccessFormPage>
  );
}

function PermissionForm({ permission }: { permission: PermissionRow | null }) {
  const form = useForm<FormValues, unknown, z.output<typeof permissionInputSchema>>({
    resolver: zodResolver(permissionInputSchema),
    defaultValues: { name: permission?.name ?? '', description: permission?.description ?? '' },
  });
  return (
    <AccessForm
      form={form}
      path={permission ? `/api/permissions/${permission.id}` : '/api/permissions'}
      method={permission ? 'PUT' : 'POST'}
      fields={FIELDS}
      listRoute="list-permissions"
      nameReadOnly={permission ? isBuiltInPermission(permission.name) : false}
      testId="permission-form"
      width="max-w-2xl"
    />
  );
}
