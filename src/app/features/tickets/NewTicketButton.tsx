import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/20/solid';
import type { AuthUser } from '../../../contract/authUser';
import { PrimaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { NewTicketForm } from './NewTicketForm';
import { mayCreateTicket } from './ticketButtons';

/** 'Neues Ticket' and its dialog, for whoever may write tickets. */
export function NewTicketButton({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!mayCreateTicket(user)) return null;
  return (
    <>
      <PrimaryButton onClick={() => setOpen(true)}>
        <PlusIcon className="size-5" aria-hidden="true" />
        {t('tickets.list.newTicket')}
      </PrimaryButton>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('tickets.form.newTitle')}
        testId="new-ticket-dialog"
      >
        <NewTicketForm user={user} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
