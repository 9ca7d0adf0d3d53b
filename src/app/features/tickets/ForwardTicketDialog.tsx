import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketPerson } from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';
import { DialogForm } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { EmployeeListNotice } from './EmployeeListNotice';
import { queuedSubmit } from './queuedSubmit';
import { ticketActions } from './ticketActions';
import { asTicketPerson, recipientOptions } from './ticketPeople';
import { useEmployees } from './useEmployees';

/**
 * Forward to a chosen recipient (spec §4). The list comes from `GET /api/users/employees`, which
 * needs the network: offline the dialog says so and offers the list loaded last on this device.
 */
export function ForwardTicketDialog({
  ticket,
  actor,
  open,
  onClose,
}: {
  ticket: TicketMirrorRow;
  actor: TicketPerson;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('tickets.forward.title')}
      testId="forward-ticket-dialog"
    >
      <ForwardForm ticket={ticket} actor={actor} onDone={onClose} />
    </FormDialog>
  );
}

function ForwardForm({
  ticket,
  actor,
  onDone,
}: {
  ticket: TicketMirrorRow;
  actor: TicketPerson;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { employees, state } = useEmployees();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options = [
    { value: '', label: t('tickets.employees.choose') },
    ...recipientOptions(employees, null, ticket.recipient?.uuid),
  ];
  const submit = async () => {
    const recipient = employees.find((person) => person.uuid === chosen);
    if (!recipient) {
      setError('validation.ticketRecipient');
      return;
    }
    await queuedSubmit(
      () => ticketActions.forward(ticket.uuid, actor, asTicketPerson(recipient)),
      { done: t('tickets.actions.forwarded'), failed: t('tickets.actions.failed') },
      onDone,
    );
  };
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t('tickets.forward.submit')}
      cancelLabel={t('tickets.forward.cancel')}
      submitDisabled={employees.length === 0}
    >
      <EmployeeListNotice state={state} />
      <SelectField
        label={t('tickets.forward.recipient')}
        options={options}
        value={chosen}
        error={error}
        onChange={(event) => {
          setChosen(event.target.value);
          setError(undefined);
        }}
      />
    </DialogForm>
  );
}
