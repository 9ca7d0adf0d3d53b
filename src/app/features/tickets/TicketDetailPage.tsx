import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@heroicons/react/20/solid';
import { SyncEntity } from '../../../contract/sync';
import { PendingMark } from '../../components/PendingMark';
import { Spinner } from '../../components/Spinner';
import { ThreadReplyForm } from '../../components/thread/ThreadReplyForm';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { useSignedInUser } from '../../session/useSignedInUser';
import { RefusedAnswers } from './RefusedAnswers';
import { TicketActionBar } from './TicketActionBar';
import { ticketActions } from './ticketActions';
import { TicketBadge } from './TicketBadge';
import { ticketButtons } from './ticketButtons';
import { TicketFacts } from './TicketFacts';
import { answerField } from './ticketForms';
import { lookupLabel } from './ticketLabels';
import { ticketListPath } from './ticketLinks';
import { ticketPersonOf } from './ticketPeople';
import { TicketThread } from './TicketThread';
import { useMarkTicketRead } from './useMarkTicketRead';
import { useServerTicket } from './useServerTicket';
import { useTicket } from './useTickets';
import './ticketTexts';

/**
 * Spec §2 tickets show/{uuid}: the ticket, its thread and what the signed-in user may do with it,
 * from the mirror, so it opens offline; opening it marks it read. A ticket the mirror lacks (staff:
 * someone else's closed ticket) is fetched into the mirror while online (useServerTicket.ts).
 */
export default function TicketDetailPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation();
  const user = useSignedInUser();
  const ticket = useTicket(uuid);
  const fetching = useServerTicket(uuid, ticket === null);
  const pending = usePendingActions(SyncEntity.ticket);
  useMarkTicketRead(ticket);
  const back = (
    <Link
      to={ticketListPath('open')}
      className="inline-flex items-center gap-1 self-start text-sm text-primary-700 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('tickets.detail.back')}
    </Link>
  );
  if (ticket === undefined || (ticket === null && fetching))
    return <Spinner label={t('tickets.detail.loading')} />;
  if (ticket === null) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-semibold">{t('routes.ticket')}</h1>
        <p data-testid="ticket-not-found" className="text-sm text-stone-600">
          {t('tickets.detail.notFound')}
        </p>
      </div>
    );
  }
  const buttons = ticketButtons(user, ticket);
  return (
    <article className="flex flex-col gap-4" data-testid="ticket-detail" data-uuid={ticket.uuid}>
      {back}
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{ticket.subject}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <TicketBadge
            label={lookupLabel(t, 'statuses', ticket.status)}
            color={ticket.status.color}
            testId="ticket-status"
          />
          <TicketBadge
            label={lookupLabel(t, 'priorities', ticket.priority)}
            color={ticket.priority.color}
            testId="ticket-priority"
          />
          {hasPendingActions(pending, ticket.uuid) && <PendingMark />}
        </p>
      </header>
      <TicketActionBar ticket={ticket} user={user} buttons={buttons} />
      <TicketFacts ticket={ticket} />
      <section
        aria-labelledby="ticket-content-heading"
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="ticket-content-heading" className="text-sm font-medium text-stone-500">
          {t('tickets.detail.content')}
        </h2>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap" data-testid="ticket-content">
          {ticket.content}
        </p>
      </section>
      <TicketThread ticket={ticket} user={user} pending={pending} />
      <RefusedAnswers ticketUuid={ticket.uuid} />
      {buttons.answer ? (
        <ThreadReplyForm
          field={answerField}
          texts={{ label: t('tickets.answer.label'), submit: t('tickets.answer.submit') }}
          rows={4}
          testId="ticket-answer-form"
          onSend={(content) => ticketActions.answer(ticket.uuid, ticketPersonOf(user), content)}
        />
      ) : (
        <p role="status" className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">
          {t('tickets.answer.closedNotice')}
        </p>
      )}
    </article>
  );
}
