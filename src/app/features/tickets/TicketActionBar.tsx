import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { TicketMirrorRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../notifications/notify';
import { CloseTicketDialog } from './CloseTicketDialog';
import { DeleteTicketDialog } from './DeleteTicketDialog';
import { EditTicketForm } from './EditTicketForm';
import { ForwardTicketDialog } from './ForwardTicketDialog';
import { ticketActions } from './ticketActions';
import type { TicketButtons } from './ticketButtons';
import { ticketPersonOf } from './ticketPeople';

type Dialog = 'edit' | 'forward' | 'close' | 'delete' | null;

/** The actions of spec §4, each shown only when ticketRules lets the signed-in user take it. */
export function TicketActionBar({
  ticket,
  user,
  buttons,
}: {
  ticket: TicketMirrorRow;
  user: AuthUser;
  buttons: TicketButtons;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const actor = ticketPersonOf(user);
  const close = () => setDialog(null);
  // Queuing fails only on the device (a vault locked meanwhile, storage refused): say so, since
  // nothing reaches 'Nicht gesendet' then.
  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
    } catch {
      notify.error(t('tickets.actions.failed'));
      return;
    }
    notify.success(t(done));
  };
  const shown = Object.entries(buttons).some(([key, on]) => on && key !== 'answer' && key !== 'editFields');
  if (!shown) return null;
  return (
    <div role="group" aria-label={t('tickets.actions.label')} className="flex flex-wrap gap-2">
      {buttons.edit && (
        <SecondaryButton onClick={() => setDialog('edit')}>{t('tickets.actions.edit')}</SecondaryButton>
      )}
      {buttons.accept && (
        <SecondaryButton
          onClick={() => void run(() => ticketActions.accept(ticket.uuid, actor), 'tickets.actions.accepted')}
        >
          {t('tickets.actions.accept')}
        </SecondaryButton>
      )}
      {buttons.forward && (
        <SecondaryButton onClick={() => setDialog('forward')}>{t('tickets.actions.forward')}</SecondaryButton>
      )}
      {buttons.close && (
        <SecondaryButton onClick={() => setDialog('close')}>{t('tickets.actions.close')}</SecondaryButton>
      )}
      {buttons.reopen && (
        <SecondaryButton
          onClick={() => void run(() => ticketActions.reopen(ticket.uuid, actor), 'tickets.actions.reopened')}
        >
          {t('tickets.actions.reopen')}
        </SecondaryButton>
      )}
      {buttons.delete && (
        <SecondaryButton onClick={() => setDialog('delete')}>{t('tickets.actions.delete')}</SecondaryButton>
      )}
      <FormDialog
        open={dialog === 'edit'}
        onClose={close}
        title={t('tickets.form.editTitle')}
        testId="edit-ticket-dialog"
      >
        <EditTicketForm ticket={ticket} user={user} editFields={buttons.editFields} onDone={close} />
      </FormDialog>
      <ForwardTicketDialog ticket={ticket} actor={actor} open={dialog === 'forward'} onClose={close} />
      <CloseTicketDialog ticketUuid={ticket.uuid} actor={actor} open={dialog === 'close'} onClose={close} />
      <DeleteTicketDialog ticket={ticket} open={dialog === 'delete'} onClose={close} />
    </div>
  );
}
