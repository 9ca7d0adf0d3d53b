import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { TicketBadge } from './TicketBadge';
import { lookupLabel } from './ticketLabels';
import { isUnreadTicket, ticketPersonName } from './ticketListView';
import { TicketSubjectLink, type TicketRowProps } from './TicketTableRow';
import { UnreadTicketDot } from './UnreadTicketDot';

/** One ticket as a card below 1280 px; its subject link stretches over the card. */
export function TicketCard({ ticket, pending }: TicketRowProps) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadTicket(ticket);
  const nobody = t('tickets.detail.nobody');
  return (
    <li
      data-testid="ticket-row"
      data-uuid={ticket.uuid}
      data-unread={unread}
      data-pending={pending}
      className="relative flex flex-col gap-1.5 p-4 text-sm hover:bg-stone-50"
    >
      <div className="flex items-start justify-between gap-2">
        <p className={`flex min-w-0 items-center gap-2 ${unread ? 'font-semibold' : 'font-medium'}`}>
          {unread && <UnreadTicketDot />}
          <TicketSubjectLink ticket={ticket} stretched />
        </p>
        <span className="shrink-0 text-xs text-stone-500">
          {formatDateTime(ticket.created_at, i18n.resolvedLanguage)}
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-2">
        <TicketBadge label={lookupLabel(t, 'statuses', ticket.status)} color={ticket.status.color} />
        <TicketBadge label={lookupLabel(t, 'priorities', ticket.priority)} color={ticket.priority.color} />
        <span className="text-stone-600">{lookupLabel(t, 'categories', ticket.category)}</span>
      </p>
      <p className="text-stone-600">
        {t('tickets.list.columns.recipient')}: {ticketPersonName(ticket.recipient) ?? nobody} ·{' '}
        {t('tickets.list.columns.createdBy')}: {ticketPersonName(ticket.created_by) ?? nobody}
      </p>
      {pending && (
        <p>
          <PendingMark />
        </p>
      )}
    </li>
  );
}
