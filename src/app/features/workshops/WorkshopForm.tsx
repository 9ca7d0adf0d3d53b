import { useState, type FormEvent } from 'react';
import { errorsByPath } from '../../api/fieldErrorPaths';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_PER_MESSAGE } from '../../../contract/constants';
import type { WorkshopRow } from '../../../db/rows';
import { submitOnline } from '../../api/onlineWrite';
import { AttachmentsFieldset } from '../../components/AttachmentsFieldset';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { uploadWorkshop } from './uploadWorkshop';
import { WorkshopField } from './WorkshopField';
import { emptyEvent, formValuesOf, inputOf, workshopResolver, type WorkshopFormState } from './workshopForm';

/**
 * Staff create or edit a workshop (spec §2 'workshops: new, {id}/edit'): title, description,
 * maximum participants, topics, the dates with place or online link, and attachments. Checked on
 * the device by the contract's schema (workshopResolver), sent as one multipart request
 * (uploadWorkshop.ts: online only, like the system messages), and the answer is cached in the
 * mirror through the worker. A 422's messages stand by their fields; those about files
 * (`files.0`) below the attachments.
 */
export function WorkshopForm({ workshop }: { workshop?: WorkshopRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const form = useForm<WorkshopFormState>({
    resolver: workshopResolver,
    defaultValues: { ...formValuesOf(workshop), files: [], remove_file_ids: [] },
  });
  const { control, register, setValue } = form;
  const events = useFieldArray({ control, name: 'events' });
  const removed = useWatch({ control, name: 'remove_file_ids' });
  const files = useWatch({ control, name: 'files' });
  // Messages about files have no input of their own: they stand below the attachments.
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const errors = errorsByPath(form.formState.errors);

  const send = form.handleSubmit(async (values) => {
    if (!navigator.onLine) return;
    const sent = await submitOnline(
      () => uploadWorkshop({ id: workshop?.id }, inputOf(values, values.remove_file_ids), values.files),
      form.setError,
      {
        fieldOf: (field) => (field.startsWith('files') ? null : (field as Path<WorkshopFormState>)),
        unplaced: (rest) => setFileErrors(rest.map(({ messages }) => messages[0] ?? '')),
      },
    );
    if (!sent) return;
    notify.success(t(workshop ? 'workshops.form.updated' : 'workshops.form.created'));
    void navigate(pathOf('show-workshop', { id: sent.answer.id }));
  });
  const submit = (event: FormEvent) => {
    setFileErrors([]);
    void send(event);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl min-w-0 flex-col gap-4"
      data-testid="workshop-form"
    >
      <WorkshopField label={t('workshops.form.title')} error={errors['title']} {...register('title')} />
      <WorkshopField
        multiline
        label={t('workshops.form.description')}
        error={errors['description']}
        {...register('description')}
      />
      <WorkshopField
        type="number"
        min={1}
        label={t('workshops.form.maxParticipants')}
        error={errors['max_participants']}
        {...register('max_participants')}
      />
      <WorkshopField
        label={t('workshops.form.topics')}
        error={errors['topics'] ?? Object.entries(errors).find(([field]) => field.startsWith('topics.'))?.[1]}
        {...register('topics')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-stone-700">{t('workshops.form.events')}</legend>
        {errors['events'] && <p className="text-sm text-red-700">{t(errors['events'])}</p>}
        {events.fields.map((event, index) => (
          <div
            key={event.id}
            className="grid gap-3 rounded-md bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-2"
            data-testid="event-fields"
          >
            <WorkshopField
              type="datetime-local"
              label={t('workshops.form.startsAt')}
              error={errors[`events.${index}.starts_at`]}
              {...register(`events.${index}.starts_at`)}
            />
            <WorkshopField
              type="datetime-local"
              label={t('workshops.form.endsAt')}
              error={errors[`events.${index}.ends_at`]}
              {...register(`events.${index}.ends_at`)}
            />
            <WorkshopField
              label={t('workshops.form.place')}
              error={errors[`events.${index}.place`]}
              {...register(`events.${index}.place`)}
            />
            <WorkshopField
              type="url"
              label={t('workshops.form.onlineUrl')}
              error={errors[`events.${index}.online_url`]}
              {...register(`events.${index}.online_url`)}
            />
            {events.fields.length > 1 && (
              <div className="sm:col-span-2">
                <SecondaryButton onClick={() => events.remove(index)}>
                  {t('workshops.form.removeEvent')}
                </SecondaryButton>
              </div>
            )}
          </div>
        ))}
        <div>
          <SecondaryButton onClick={() => events.append(emptyEvent())}>
            {t('workshops.form.addEvent')}
          </SecondaryButton>
        </div>
      </fieldset>
      <AttachmentsFieldset
        label={t('workshops.form.attachments')}
        keepLabel={t('workshops.form.keep')}
        removeLabel={t('workshops.form.remove')}
        kept={workshop?.files ?? []}
        removed={removed}
        onRemovedChange={(ids) => setValue('remove_file_ids', ids)}
        files={files}
        onFilesChange={(chosen) => setValue('files', chosen)}
        limits={{ maxFiles: ATTACHMENTS_MAX_PER_MESSAGE, maxBytes: ATTACHMENT_MAX_BYTES }}
        errors={fileErrors}
      />
      {!online && <p className="text-sm text-amber-800">{t('workshops.form.offline')}</p>}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton
          type="submit"
          disabled={!online || form.formState.isSubmitting}
          data-testid="save-workshop"
        >
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
