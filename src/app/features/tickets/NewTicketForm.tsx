import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { isTicketStaff } from '../../../contract/ticketRules';
import type { TicketPerson } from '../../../contract/tickets';
import {
  TICKET_DEFAULT_CATEGORY_ID,
  TICKET_DEFAULT_PRIORITY_ID,
  TICKET_SUBJECT_INPUT_MAX,
} from '../../../contract/constants';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { EmployeeListNotice } from './EmployeeListNotice';
import { RecipientCombobox } from './RecipientCombobox';
import { TicketCategoryFields } from './TicketCategoryFields';
import { ticketActions } from './ticketActions';
import {
  DEFAULT_SUB_CATEGORY,
  newTicketFormSchema,
  type NewTicketFormInput,
  type NewTicketFormValues,
} from './ticketForms';
import { ticketPath } from './ticketLinks';
import { asTicketPerson, recipientOptions, ticketPersonOf } from './ticketPeople';
import { useEmployees } from './useEmployees';
import { useTicketLookups } from './useTickets';

/**
 * The new-ticket form (spec §5, §9), validated by the contract's schema with the spec's texts.
 * Sending is an outbox action: offline the ticket appears at once, marked pending. Doctors choose
 * one of the laboratory's employees; staff search employees and active doctors (issue 26).
 */
export function NewTicketForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookups = useTicketLookups();
  const { employees, state } = useEmployees();
  const staff = isTicketStaff(user.permissions);
  // The person chosen in the staff's search, for the optimistic row (a doctor is not in `employees`).
  const [chosen, setChosen] = useState<TicketPerson | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketFormInput, unknown, NewTicketFormValues>({
    resolver: zodResolver(newTicketFormSchema),
    defaultValues: {
      recipient: '',
      subject: '',
      content: '',
      category: TICKET_DEFAULT_CATEGORY_ID,
      sub_category: DEFAULT_SUB_CATEGORY,
      priority: TICKET_DEFAULT_PRIORITY_ID,
    },
  });
  const category = useWatch({ control, name: 'category' });
  const onSubmit = handleSubmit(async (values) => {
    const employee = employees.find((person) => person.uuid === values.recipient);
    const recipient = employee ? asTicketPerson(employee) : chosen?.uuid === values.recipient ? chosen : null;
    const uuid = await ticketActions.create(values, ticketPersonOf(user), recipient);
    notify.success(t('tickets.form.created'));
    onDone();
    void navigate(ticketPath(uuid));
  });
  const recipients = [
    { value: '', label: t('tickets.employees.choose') },
    ...recipientOptions(employees, null, user.uuid),
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="new-ticket-form">
      <EmployeeListNotice state={state} />
      {staff ? (
        <Controller
          control={control}
          name="recipient"
          render={({ field }) => (
            <RecipientCombobox
              employees={employees}
              value={chosen}
              exclude={user.uuid}
              error={errors.recipient?.message}
              onChange={(person) => {
                setChosen(person);
                field.onChange(person?.uuid ?? '');
              }}
            />
          )}
        />
      ) : (
        <SelectField
          label={t('tickets.form.recipient')}
          options={recipients}
          error={errors.recipient?.message}
          {...register('recipient')}
        />
      )}
      <TicketCategoryFields lookups={lookups} category={category} register={register} errors={errors} />
      <TextField
        label={t('tickets.form.subject')}
        maxLength={TICKET_SUBJECT_INPUT_MAX}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={t('tickets.form.content')}
        rows={5}
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('tickets.form.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('tickets.form.create')}
        </PrimaryButton>
      </div>
    </form>
  );
}
