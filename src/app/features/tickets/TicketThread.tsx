import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { TicketMirrorRow } from '../../../db/rows';
import type { PendingActions } from '../../offline/pendingActions';
import { mayChangeTicketAnswer } from './ticketButtons';
import { isEntryPending } from '../../offline/pendingActions';
import { TicketThreadEntry } from './TicketThreadEntry';

/** Spec §3 'answers': the thread in the order it happened, answers and records of what was done. */
export function TicketThread({
  ticket,
  user,
  pending,
}: {
  ticket: TicketMirrorRow;
  user: AuthUser;
  pending: PendingActions;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ticket-thread-heading" className="flex flex-col gap-3">
      <h2 id="ticket-thread-heading" className="text-lg font-semibold">
        {t('tickets.thread.title')}
      </h2>
      {ticket.answers.length === 0 ? (
        <p className="text-sm text-stone-600">{t('tickets.thread.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="ticket-thread">
          {ticket.answers.map((entry) => (
            <TicketThreadEntry
              key={entry.uuid}
              ticketUuid={ticket.uuid}
              entry={entry}
              own={entry.author?.id === user.id}
              editable={mayChangeTicketAnswer(user, ticket, entry)}
              pending={isEntryPending(pending, ticket.uuid, entry)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
