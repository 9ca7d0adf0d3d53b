import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TicketIcon } from '@heroicons/react/24/outline';
import type { TicketMirrorRow } from '../../../db/rows';
import { formatDate } from '../../i18n/formatDate';
import { useSignedInUser } from '../../session/useSignedInUser';
import { TicketBadge } from './TicketBadge';
import { isTicketStaffUser } from './ticketButtons';
import { lookupLabel } from './ticketLabels';
import { ticketListPath, ticketPath } from './ticketLinks';
import { isUnreadTicket, recentOpenTickets } from './ticketListView';
import { UnreadTicketDot } from './UnreadTicketDot';
import { useTickets } from './useTickets';
import './ticketTexts';

/**
 * Tickets on the dashboard (spec §2: 'the dashboard also lists tickets'; staff: 'open tickets'):
 * a doctor's own open tickets, or the lab's queue for staff, the few last changed, from the mirror
 * in the order of `POST /api/tickets/recent`, each linking to the ticket, and the way to the whole
 * list.
 */
export function DashboardTicketsCard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const rows = useTickets();
  const recent = rows ? recentOpenTickets(rows) : undefined;
  const title = isTicketStaffUser(user)
    ? t('tickets.dashboard.staffTitle')
    : t('tickets.dashboard.doctorTitle');
  return (
    <section
      aria-labelledby="dashboard-tickets-heading"
      data-testid="dashboard-tickets"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="dashboard-tickets-heading" className="flex items-center gap-2 text-lg font-semibold">
        <TicketIcon className="size-5 text-primary-700" aria-hidden="true" />
        {title}
      </h2>
      {recent && recent.length === 0 && (
        <p className="text-sm text-stone-600">{t('tickets.dashboard.empty')}</p>
      )}
      {recent && recent.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {recent.map((ticket) => (
            <DashboardTicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
      <Link
        to={ticketListPath('open')}
        className="self-start text-sm font-medium text-primary-700 hover:underline"
      >
        {t('tickets.dashboard.all')}
      </Link>
    </section>
  );
}

function DashboardTicketItem({ ticket }: { ticket: TicketMirrorRow }) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadTicket(ticket);
  return (
    <li>
      <Link
        to={ticketPath(ticket.uuid)}
        data-unread={unread}
        className="flex items-center justify-between gap-3 rounded-md px-2 py-2 text-sm hover:bg-stone-50"
      >
        <span className="min-w-0">
          <span className={`block truncate ${unread ? 'font-semibold' : 'font-medium'}`}>
            <span className="sr-only">{t('tickets.dashboard.itemPrefix')} </span>
            {ticket.subject}
          </span>
          <span className="block text-stone-600">{formatDate(ticket.created_at, i18n.resolvedLanguage)}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <TicketBadge label={lookupLabel(t, 'statuses', ticket.status)} color={ticket.status.color} />
          {unread && <UnreadTicketDot />}
        </span>
      </Link>
    </li>
  );
}
