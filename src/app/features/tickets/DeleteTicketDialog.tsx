import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TicketMirrorRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../notifications/notify';
import { ticketActions } from './ticketActions';
import { ticketListPath } from './ticketLinks';

/** Staff delete a ticket with its thread, after saying so. */
export function DeleteTicketDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: TicketMirrorRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await ticketActions.remove(ticket.uuid);
    } catch {
      // Not queued (the vault locked meanwhile, storage refused): the dialog stays open.
      notify.error(t('tickets.actions.failed'));
      return;
    }
    notify.success(t('tickets.actions.deleted'));
    onClose();
    void navigate(ticketListPath('all'));
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('tickets.delete.title')}
      intro={t('tickets.delete.text', { subject: ticket.subject })}
      testId="delete-ticket-dialog"
    >
      <div className="flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={onClose}>{t('tickets.delete.cancel')}</SecondaryButton>
        <PrimaryButton onClick={() => void remove()}>{t('tickets.delete.submit')}</PrimaryButton>
      </div>
    </FormDialog>
  );
}
