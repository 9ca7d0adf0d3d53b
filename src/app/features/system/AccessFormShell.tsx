import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../components/DialogForm';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { submitOnline, writeOnline } from '../../api/onlineWrite';
import { SystemNav } from './SystemNav';

/**
 * What the role and the permission forms share (spec §2 'roles/new', 'roles/edit/{id}',
 * 'permissions/new', 'permissions/edit/{id}'): the page with its heading and the system tabs, a
 * name (read-only for the built-in ones of spec §6) and a description, online-only sending
 * (api/onlineWrite.ts), then back to the list.
 */
export function AccessFormPage({
  title,
  missing,
  children,
}: {
  title: string;
  /** The id in the path names nothing (any more). */
  missing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (missing) return <p className="text-stone-600">{t('system.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <SystemNav tabs />
      {children}
    </div>
  );
}

interface NameAndDescription extends FieldValues {
  name: string;
  description?: string | null;
}

export function AccessForm<V extends NameAndDescription, O>({
  form,
  path,
  method,
  fields,
  listRoute,
  nameReadOnly,
  testId,
  width,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  path: string;
  method: 'POST' | 'PUT';
  /** The fields a 422's messages may name. */
  fields: readonly string[];
  listRoute: 'list-roles' | 'list-permissions';
  nameReadOnly: boolean;
  testId: string;
  width: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors as FieldErrors<NameAndDescription>;
  const onSubmit = handleSubmit(async (values) => {
    const sent = await submitOnline(() => writeOnline(path, { method, body: values }), setError, {
      only: fields,
    });
    if (!sent) return;
    notify.success(t('system.saved'));
    void navigate(pathOf(listRoute));
  });
  return (
    <div className={width}>
      <DialogForm
        testId={testId}
        align="start"
        onSubmit={onSubmit}
        onCancel={() => void navigate(pathOf(listRoute))}
        submitLabel={t('system.save')}
        cancelLabel={t('system.cancel')}
        submitDisabled={!online || formState.isSubmitting}
      >
        <TextField
          label={t('system.roles.name')}
          readOnly={nameReadOnly}
          error={errors.name?.message}
          {...register('name' as Path<V>)}
        />
        <TextAreaField
          label={t('system.roles.description')}
          rows={2}
          error={errors.description?.message}
          {...register('description' as Path<V>)}
        />
        {children}
      </DialogForm>
    </div>
  );
}
