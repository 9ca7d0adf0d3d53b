import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_CLOSING_REASON_MAX } from '../../../contract/constants';
import { updateTicketSchema, type TicketPerson } from '../../../contract/tickets';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { notify } from '../../notifications/notify';
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
    try {
      await ticketActions.close(ticketUuid, actor, reason);
    } catch {
      // Not queued (the vault locked meanwhile, storage refused): the dialog stays open.
      notify.error(t('tickets.actions.failed'));
      return;
    }
    notify.success(t('tickets.actions.closed'));
    onDone();
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('tickets.close.cancel')}</SecondaryButton>
        <PrimaryButton type="submit">{t('tickets.close.submit')}</PrimaryButton>
      </div>
    </form>
  );
}
