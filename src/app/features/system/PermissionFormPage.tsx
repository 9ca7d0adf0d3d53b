import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  isBuiltInPermission,
  permissionInputSchema,
  type PermissionRecord,
} from '../../../contract/accessControl';
import type { PermissionRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { sendForm } from './sendForm';
import { SystemNav } from './SystemNav';
import './systemTexts';

type FormValues = z.input<typeof permissionInputSchema>;
const FIELDS = ['name', 'description'] as const;

/** Spec §2 'permissions/new' and 'permissions/edit/{id}'. The gates of spec §6 keep their names. */
export default function PermissionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const permission = useMirror(async (db) => (id ? ((await db.permission.get(id)) ?? null) : null), [id]);
  if (permission === undefined) return null;
  if (id && permission === null) return <p className="text-stone-600">{t('system.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        {t(permission ? 'routes.permissionEdit' : 'routes.permissionNew')}
      </h1>
      <SystemNav tabs />
      <PermissionForm
        key={permission ? `${permission.id}:${permission.name}` : 'new'}
        permission={permission}
      />
    </div>
  );
}

function PermissionForm({ permission }: { permission: PermissionRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof permissionInputSchema>>({
    resolver: zodResolver(permissionInputSchema),
    defaultValues: { name: permission?.name ?? '', description: permission?.description ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await sendForm<{ data: PermissionRecord }, FormValues>(
      permission ? `/api/permissions/${permission.id}` : '/api/permissions',
      { method: permission ? 'PUT' : 'POST', body: values },
      setError,
      FIELDS,
    );
    if (!answer) return;
    notify.success(t('system.saved'));
    void navigate(pathOf('list-permissions'));
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      data-testid="permission-form"
    >
      <TextField
        label={t('system.roles.name')}
        readOnly={permission ? isBuiltInPermission(permission.name) : false}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={t('system.roles.description')}
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={!online || isSubmitting}>
          {t('system.save')}
        </PrimaryButton>
        <SecondaryButton onClick={() => void navigate(pathOf('list-permissions'))}>
          {t('system.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
