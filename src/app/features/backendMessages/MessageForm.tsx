import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { backendMessageInputSchema, type MessageFile } from '../../../contract/backendMessages';
import type { BackendMessageRow } from '../../../db/rows';
import type { ServerFieldMessages } from '../../api/applyServerFieldErrors';
import { submitOnline } from '../../api/onlineWrite';
import { AttachmentsFieldset } from '../../components/AttachmentsFieldset';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_PER_MESSAGE } from '../../../contract/constants';
import { notify } from '../../notifications/notify';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { dayOfShowUntil, showUntilFromDay } from './showUntilInput';
import { uploadMessage } from './uploadMessage';

/** The shared schema's rules for the fields a person types (spec: admin pages new and edit). */
const typedSchema = backendMessageInputSchema.pick({
  title: true,
  text: true,
  recipient_role_id: true,
  show_until: true,
  hidden: true,
});
/** And the attachments: the files chosen, the kept ones marked for removal. */
const formSchema = typedSchema.extend({
  files: z.array(z.custom<File>()),
  remove_file_ids: z.array(z.number()),
});
type FormValues = z.input<typeof formSchema>;

/**
 * Creating or editing a system message with its attachments (admin only). The upload needs the
 * network (uploadMessage.ts); offline, the form says so and does not send. The progress bar
 * follows the upload's bytes. The server's answer is cached in the mirror through the worker, so
 * the list and the detail show it at once; everyone else gets it with their next pull. A 422's
 * messages stand by the typed fields; those about files (`files.1`) below the attachments.
 */
export function MessageForm({ message }: { message?: BackendMessageRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const roles = useMirror((db) => db.role.orderBy('name').toArray()) ?? [];
  const [progress, setProgress] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
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
      files: [],
      remove_file_ids: [],
    },
  });
  const files = useWatch({ control, name: 'files' });
  const removed = useWatch({ control, name: 'remove_file_ids' });

  const onSubmit = handleSubmit(async (values) => {
    if (!navigator.onLine) return;
    setFileErrors([]);
    setProgress(0);
    const showUntil = values.show_until === null ? null : showUntilFromDay(values.show_until);
    const fileName = (field: string) => values.files[Number(field.slice('files.'.length))]?.name ?? field;
    const aboutFiles = (rest: ServerFieldMessages[]) =>
      rest.flatMap(({ field, messages }) =>
        messages.map((text) => (field.startsWith('files.') ? `${fileName(field)}: ${text}` : text)),
      );
    const sent = await submitOnline(
      () => uploadMessage({ id: message?.id }, { ...values, show_until: showUntil }, setProgress),
      setError,
      {
        fieldOf: (field) => (field in typedSchema.shape ? (field as Path<FormValues>) : null),
        unplaced: (rest) => setFileErrors(aboutFiles(rest)),
      },
    );
    setProgress(null);
    if (!sent) return;
    notify.success(t(message ? 'backendMessages.form.updated' : 'backendMessages.form.created'));
    void navigate(pathOf('show-message', { id: sent.answer.id }));
  });

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

      <AttachmentsFieldset
        label={t('backendMessages.form.attachments')}
        keepLabel={t('backendMessages.form.keep')}
        removeLabel={t('backendMessages.form.remove')}
        kept={kept}
        removed={removed}
        onRemovedChange={(ids) => setValue('remove_file_ids', ids)}
        files={files}
        onFilesChange={(chosen) => setValue('files', chosen)}
        limits={{ maxFiles: ATTACHMENTS_MAX_PER_MESSAGE, maxBytes: ATTACHMENT_MAX_BYTES }}
        errors={fileErrors}
      />

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
