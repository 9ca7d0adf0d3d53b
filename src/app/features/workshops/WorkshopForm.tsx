import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorSchema } from '../../../contract/apiError';
import { SyncEntity } from '../../../contract/sync';
import { workshopRecordSchema } from '../../../contract/workshops';
import type { WorkshopRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { ApiRequestError } from '../../api/ApiRequestError';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { lastUserUuid } from '../../offline/lastUser';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { uploadWorkshop } from './uploadWorkshop';
import { WorkshopField } from './WorkshopField';
import { emptyEvent, formErrors, formValuesOf, inputOf, type EventFormValues } from './workshopForm';

/**
 * Staff create or edit a workshop (spec §2 'workshops: new, {id}/edit'): title, description,
 * maximum participants, topics, the dates with place or online link, and attachments. Checked on
 * the device by the contract's schema, sent as one multipart request (uploadWorkshop.ts: online
 * only, like the system messages), and the answer is cached in the mirror through the worker.
 */
export function WorkshopForm({ workshop }: { workshop?: WorkshopRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const [values, setValues] = useState(() => formValuesOf(workshop));
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const setEvent = (index: number, change: Partial<EventFormValues>) =>
    setValues({
      ...values,
      events: values.events.map((event, i) => (i === index ? { ...event, ...change } : event)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values, removed);
    const found = formErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0 || !navigator.onLine) return;
    setSending(true);
    const answer = await uploadWorkshop({ id: workshop?.id }, input, files);
    setSending(false);
    if (answer.status === 200 || answer.status === 201) {
      const record = workshopRecordSchema.parse((answer.body as { data: unknown }).data);
      const user = lastUserUuid();
      if (user) {
        await vaultWorker().cacheServerRows(
          user,
          SyncEntity.workshop,
          [{ ...record, id: String(record.id) }],
          answer.cursor,
        );
      }
      notify.success(t(workshop ? 'workshops.form.updated' : 'workshops.form.created'));
      void navigate(pathOf('show-workshop', { id: String(record.id) }));
      return;
    }
    const body = apiErrorSchema.safeParse(answer.body);
    if (answer.status === 422 && body.success && body.data.errors) {
      setErrors(
        Object.fromEntries(
          Object.entries(body.data.errors).map(([field, messages]) => [field, messages[0] ?? '']),
        ),
      );
      return;
    }
    notify.apiError(new ApiRequestError(answer.status, body.success ? body.data : null));
  };

  const fileErrors = Object.entries(errors).filter(([field]) => field.startsWith('files'));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex max-w-3xl min-w-0 flex-col gap-4"
      data-testid="workshop-form"
    >
      <WorkshopField
        label={t('workshops.form.title')}
        value={values.title}
        error={errors['title']}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
        name="title"
      />
      <WorkshopField
        multiline
        label={t('workshops.form.description')}
        value={values.description}
        error={errors['description']}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
        name="description"
      />
      <WorkshopField
        type="number"
        min={1}
        label={t('workshops.form.maxParticipants')}
        value={values.max_participants}
        error={errors['max_participants']}
        onChange={(event) => setValues({ ...values, max_participants: event.target.value })}
        name="max_participants"
      />
      <WorkshopField
        label={t('workshops.form.topics')}
        value={values.topics}
        error={errors['topics'] ?? Object.entries(errors).find(([field]) => field.startsWith('topics.'))?.[1]}
        onChange={(event) => setValues({ ...values, topics: event.target.value })}
        name="topics"
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-stone-700">{t('workshops.form.events')}</legend>
        {errors['events'] && <p className="text-sm text-red-700">{t(errors['events'])}</p>}
        {values.events.map((event, index) => (
          <div
            key={index}
            className="grid gap-3 rounded-md bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-2"
            data-testid="event-fields"
          >
            <WorkshopField
              type="datetime-local"
              label={t('workshops.form.startsAt')}
              value={event.starts_at}
              error={errors[`events.${index}.starts_at`]}
              onChange={(change) => setEvent(index, { starts_at: change.target.value })}
              name={`events.${index}.starts_at`}
            />
            <WorkshopField
              type="datetime-local"
              label={t('workshops.form.endsAt')}
              value={event.ends_at}
              error={errors[`events.${index}.ends_at`]}
              onChange={(change) => setEvent(index, { ends_at: change.target.value })}
              name={`events.${index}.ends_at`}
            />
            <WorkshopField
              label={t('workshops.form.place')}
              value={event.place}
              error={errors[`events.${index}.place`]}
              onChange={(change) => setEvent(index, { place: change.target.value })}
              name={`events.${index}.place`}
            />
            <WorkshopField
              type="url"
              label={t('workshops.form.onlineUrl')}
              value={event.online_url}
              error={errors[`events.${index}.online_url`]}
              onChange={(change) => setEvent(index, { online_url: change.target.value })}
              name={`events.${index}.online_url`}
            />
            {values.events.length > 1 && (
              <div className="sm:col-span-2">
                <SecondaryButton
                  onClick={() =>
                    setValues({ ...values, events: values.events.filter((_, i) => i !== index) })
                  }
                >
                  {t('workshops.form.removeEvent')}
                </SecondaryButton>
              </div>
            )}
          </div>
        ))}
        <div>
          <SecondaryButton onClick={() => setValues({ ...values, events: [...values.events, emptyEvent()] })}>
            {t('workshops.form.addEvent')}
          </SecondaryButton>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-700">{t('workshops.form.attachments')}</legend>
        {(workshop?.files ?? []).map((file) => {
          const removing = removed.includes(file.id);
          return (
            <div key={file.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className={`min-w-0 break-all ${removing ? 'text-stone-400 line-through' : ''}`}>
                {file.original_name}
              </span>
              <SecondaryButton
                onClick={() =>
                  setRemoved(removing ? removed.filter((id) => id !== file.id) : [...removed, file.id])
                }
              >
                {removing ? t('workshops.form.keep') : t('workshops.form.remove')}
              </SecondaryButton>
            </div>
          );
        })}
        <input
          type="file"
          multiple
          aria-label={t('workshops.form.attachments')}
          accept=".pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.pptx"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className="max-w-full text-sm"
        />
        {fileErrors.map(([field, text]) => (
          <p key={field} className="text-sm text-red-700">
            {t(text)}
          </p>
        ))}
      </fieldset>
      {!online && <p className="text-sm text-amber-800">{t('workshops.form.offline')}</p>}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit" disabled={!online || sending} data-testid="save-workshop">
          {t('workshops.form.save')}
        </PrimaryButton>
        <SecondaryButton
          onClick={() =>
            void navigate(workshop ? pathOf('show-workshop', { id: workshop.id }) : pathOf('list-workshops'))
          }
        >
          {t('workshops.form.cancel')}
        </SecondaryButton>
      </div>
    </form>
  );
}
