import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { TICKET_SUBJECT_INPUT_MAX } from '../../../contract/constants';
import type { TicketMirrorRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { EmployeeListNotice } from './EmployeeListNotice';
import { TicketCategoryFields } from './TicketCategoryFields';
import { ticketActions } from './ticketActions';
import {
  changedTicketFields,
  editTicketContentSchema,
  editTicketDefaults,
  editTicketFieldsSchema,
  isEditableStatus,
  type EditTicketFormInput,
  type EditTicketFormValues,
} from './ticketForms';
import { lookupLabel } from './ticketLabels';
import { ticketPersonName } from './ticketListView';
import { asTicketPerson, recipientOptions, ticketPersonOf } from './ticketPeople';
import { useEmployees } from './useEmployees';
import { useTicketLookups } from './useTickets';

/**
 * The edit-ticket form (spec §5): staff change every field; everyone else the content only, with
 * category, subject, recipient, priority and status shown read-only. It saves only when valid and
 * changed, and sends only what changed. Closing goes through its own dialog with a reason, and
 * accepting through its own button (it may re-address the ticket to the one who accepts,
 * src/contract/ticketUpdateEffect.ts), so the status choice here offers neither: 'in progress'
 * only as the status the ticket already has.
 */
export function EditTicketForm({
  ticket,
  user,
  editFields,
  onDone,
}: {
  ticket: TicketMirrorRow;
  user: AuthUser;
  editFields: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lookups = useTicketLookups();
  const { employees, state } = useEmployees();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EditTicketFormInput, unknown, EditTicketFormValues>({
    resolver: zodResolver(
      editFields
        ? editTicketFieldsSchema
        : (editTicketContentSchema as unknown as typeof editTicketFieldsSchema),
    ),
    defaultValues: editTicketDefaults(ticket),
  });
  const current = useWatch({ control }) as EditTicketFormInput;
  const category = current.category;
  const changed =
    Object.keys(
      changedTicketFields(
        ticket,
        { ...current, content: current.content.trim() } as EditTicketFormValues,
        editFields,
      ),
    ).length > 0;
  const onSubmit = handleSubmit(async (values) => {
    const changes = changedTicketFields(ticket, values, editFields);
    if (Object.keys(changes).length === 0) return;
    const recipient = employees.find((person) => person.uuid === changes.recipient);
    await ticketActions.update(
      ticket.uuid,
      ticketPersonOf(user),
      changes,
      recipient && asTicketPerson(recipient),
    );
    notify.success(t('tickets.form.updated'));
    onDone();
  });
  const statuses = (lookups?.statuses ?? []).filter((row) => isEditableStatus(Number(row.id), ticket));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="edit-ticket-form">
      {editFields ? (
        <>
          <EmployeeListNotice state={state} />
          <SelectField
            label={t('tickets.form.recipient')}
            options={recipientOptions(employees, ticket.recipient)}
            error={errors.recipient?.message}
            {...register('recipient')}
          />
          <TicketCategoryFields lookups={lookups} category={category} register={register} errors={errors} />
          <SelectField
            label={t('tickets.form.status')}
            options={statuses.map((row) => ({ value: row.id, label: lookupLabel(t, 'statuses', row) }))}
            error={errors.status?.message}
            {...register('status', { valueAsNumber: true })}
          />
          <TextField
            label={t('tickets.form.subject')}
            maxLength={TICKET_SUBJECT_INPUT_MAX}
            error={errors.subject?.message}
            {...register('subject')}
          />
        </>
      ) : (
        <ReadOnlyFields ticket={ticket} />
      )}
      <TextAreaField
        label={t('tickets.form.content')}
        rows={5}
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('tickets.form.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={isSubmitting || !changed}>
          {t('tickets.form.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}

/** What a doctor sees but cannot change (spec §5). */
function ReadOnlyFields({ ticket }: { ticket: TicketMirrorRow }) {
  const { t } = useTranslation();
  const fields: [string, string][] = [
    [t('tickets.form.category'), lookupLabel(t, 'categories', ticket.category)],
    [t('tickets.form.subject'), ticket.subject],
    [t('tickets.form.recipient'), ticketPersonName(ticket.recipient) ?? t('tickets.detail.deletedUser')],
    [t('tickets.form.priority'), lookupLabel(t, 'priorities', ticket.priority)],
    [t('tickets.form.status'), lookupLabel(t, 'statuses', ticket.status)],
  ];
  return (
    <div className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="ticket-readonly-fields">
        {fields.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-stone-500">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-600">{t('tickets.form.readOnly')}</p>
    </div>
  );
}
