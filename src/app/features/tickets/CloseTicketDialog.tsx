import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_CLOSING_REASON_MAX } from '../../../contract/constants';
import { updateTicketSchema, type TicketPerson } from '../../../contract/tickets';
import { DialogForm } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { queuedSubmit } from './queuedSubmit';
import { ticketActions } from './ticketActions';

/** Close with a reason (spec §3 'reason for closing', §4); the reason is required. */
export function CloseTicketDialog({
  ticketUuid,
  actor,
  open,
  onClose,
}: {
  ticketUuid: string;
  actor: TicketPerson;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog open={open} onClose={onClose} title={t('tickets.close.title')} testId="close-ticket-dialog">
      <CloseForm ticketUuid={ticketUuid} actor={actor} onDone={onClose} />
    </FormDialog>
  );
}

function CloseForm({
  ticketUuid,
  actor,
  onDone,
}: {
  ticketUuid: string;
  actor: TicketPerson;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const parsed = updateTicketSchema.safeParse({ closing_reason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    await queuedSubmit(
      () => ticketActions.close(ticketUuid, actor, reason),
      { done: t('tickets.actions.closed'), failed: t('tickets.actions.failed') },
      onDone,
    );
  };
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t('tickets.close.submit')}
      cancelLabel={t('tickets.close.cancel')}
    >
      <TextAreaField
        label={t('tickets.close.reason')}
        rows={4}
        maxLength={TICKET_CLOSING_REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </DialogForm>
  );
}
