import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  backendMessageInputSchema,
  backendMessageRecordSchema,
  type MessageFile,
} from '../../../contract/backendMessages';
import { SyncEntity } from '../../../contract/sync';
import type { BackendMessageRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { formatFileSize } from '../../i18n/formatFileSize';
import { notify } from '../../notifications/notify';
import { lastUserUuid } from '../../offline/lastUser';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { apiErrorSchema } from '../../../contract/apiError';
import { ApiRequestError } from '../../api/ApiRequestError';
import { dayOfShowUntil, showUntilFromDay } from './showUntilInput';
import { uploadMessage } from './uploadMessage';

/** The shared schema's rules for the fields a person types (spec: admin pages new and edit). */
const formSchema = backendMessageInputSchema.pick({
  title: true,
  text: true,
  recipient_role_id: true,
  show_until: true,
  hidden: true,
});
type FormValues = z.input<typeof formSchema>;

/**
 * Creating or editing a system message with its attachments (admin only). The upload needs the
 * network (uploadMessage.ts); offline, the form says so and does not send. The progress bar
 * follows the upload's bytes. The server's answer is cached in the mirror through the worker, so
 * the list and the detail show it at once; everyone else gets it with their next pull.
 */
export function MessageForm({ message }: { message?: BackendMessageRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const roles = useMirror((db) => db.role.orderBy('name').toArray()) ?? [];
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: message?.title ?? '',
      text: message?.text ?? '',
      recipient_role_id: message?.recipient_role_id ?? null,
      // A day in the form (an <input type="date">); the instant is made on submit.
      show_until: dayOfShowUntil(message?.show_until ?? null) || null,
      hidden: message?.hidden ?? false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!navigator.onLine) return;
    setFileErrors([]);
    setProgress(0);
    const showUntil = values.show_until === null ? null : showUntilFromDay(values.show_until);
    const answer = await uploadMessage(
      { id: message?.id },
      { ...values, show_until: showUntil },
      files,
      removed,
      setProgress,
    );
    setProgress(null);
    if (answer.status === 200 || answer.status === 201) {
      const record = backendMessageRecordSchema.parse((answer.body as { data: unknown }).data);
      const user = lastUserUuid();
      if (user) {
        await vaultWorker().cacheServerRows(
          user,
          SyncEntity.backendMessage,
          [{ ...record, id: String(record.id) }],
          answer.cursor,
        );
      }
      notify.success(t(message ? 'backendMessages.form.updated' : 'backendMessages.form.created'));
      void navigate(pathOf('show-message', { id: String(record.id) }));
      return;
    }
    const body = apiErrorSchema.safeParse(answer.body);
    if (answer.status === 422 && body.success && body.data.errors) {
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(body.data.errors)) {
        if (field in formSchema.shape)
          setError(field as Path<FormValues>, { type: 'server', message: messages[0] });
        else
          rest.push(
            ...messages.map((text) => (field.startsWith('files.') ? `${fileName(field)}: ${text}` : text)),
          );
      }
      setFileErrors(rest);
      return;
    }
    notify.apiError(new ApiRequestError(answer.status, body.success ? body.data : null));
  });
  const fileName = (field: string) => files[Number(field.slice('files.'.length))]?.name ?? field;

  const recipientOptions = [
    { value: '', label: t('backendMessages.list.everyone') },
    ...roles.map((role) => ({ value: role.id, label: role.name })),
  ];
  const kept: MessageFile[] = message?.files ?? [];

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-4" data-testid="message-form">
      <TextField
        label={t('backendMessages.form.title')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t('backendMessages.form.text')}
        rows={6}
        error={errors.text?.message}
        {...register('text')}
      />
      <SelectField
        label={t('backendMessages.form.recipients')}
        options={recipientOptions}
        error={errors.recipient_role_id?.message}
        {...register('recipient_role_id', {
          setValueAs: (value: string | number | null) =>
            value === '' || value === null ? null : Number(value),
        })}
      />
      <TextField
        type="date"
        label={t('backendMessages.form.showUntil')}
        error={errors.show_until?.message}
        {...register('show_until', { setValueAs: (value: string | null) => (value ? value : null) })}
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" className="size-4" {...register('hidden')} />
        {t('backendMessages.form.hidden')}
      </label>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-700">
          {t('backendMessages.form.attachments')}
        </legend>
        {kept.length > 0 && (
          <ul className="flex flex-col gap-1">
            {kept.map((file) => {
              const removing = removed.includes(file.id);
              return (
                <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className={`min-w-0 break-all ${removing ? 'text-stone-400 line-through' : ''}`}>
                    {file.original_name}
                  </span>
                  <SecondaryButton
                    onClick={() =>
                      setRemoved(removing ? removed.filter((id) => id !== file.id) : [...removed, file.id])
                    }
                  >
                    {removing ? t('backendMessages.form.keep') : t('backendMessages.form.remove')}
                  </SecondaryButton>
                </li>
              );
            })}
          </ul>
        )}
        <input
          type="file"
          multiple
          aria-label={t('backendMessages.form.attachments')}
          accept=".pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.pptx"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className="max-w-full text-sm"
        />
        {files.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-stone-700">
            {files.map((file) => (
              <li key={file.name} className="break-all">
                {file.name} ({formatFileSize(file.size, undefined)})
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-stone-600">{t('backendMessages.form.attachmentsHint')}</p>
        {fileErrors.map((text) => (
          <p key={text} className="text-sm text-red-700">
            {t(text)}
          </p>
        ))}
      </fieldset>

      {progress !== null && (
        <div className="flex flex-col gap-1">
          <progress
            max={1}
            value={progress}
            className="w-full"
            aria-label={t('backendMessages.form.uploading', { percent: Math.round(progress * 100) })}
          />
          <span className="text-sm text-stone-600">
            {t('backendMessages.form.uploading', { percent: Math.round(progress * 100) })}
          </span>
        </div>
      )}
      {!online && (
        <p
          role="status"
          data-testid="message-form-offline"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('backendMessages.form.offline')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton
          onClick={() =>
            void navigate(message ? pathOf('show-message', { id: message.id }) : pathOf('list-messages'))
          }
        >
          {t('backendMessages.form.cancel')}
        </SecondaryButton>
        <PrimaryButton type="submit" disabled={!online || progress !== null}>
          {t('backendMessages.form.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
