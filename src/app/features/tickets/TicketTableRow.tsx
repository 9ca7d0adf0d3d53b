import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TicketMirrorRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { TicketBadge } from './TicketBadge';
import { lookupLabel } from './ticketLabels';
import { ticketPath } from './ticketLinks';
import { isUnreadTicket, ticketPersonName } from './ticketListView';
import { UnreadTicketDot } from './UnreadTicketDot';

export interface TicketRowProps {
  ticket: TicketMirrorRow;
  pending: boolean;
}

/** One ticket in the wide table; a click anywhere on the row opens it, the subject is its link. */
export function TicketTableRow({ ticket, pending }: TicketRowProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const unread = isUnreadTicket(ticket);
  const nobody = t('tickets.detail.nobody');
  return (
    <tr
      data-testid="ticket-row"
      data-uuid={ticket.uuid}
      data-unread={unread}
      data-pending={pending}
      onClick={() => void navigate(ticketPath(ticket.uuid))}
      className={`cursor-pointer hover:bg-stone-50 ${unread ? 'font-semibold' : ''}`}
    >
      <td className="px-2 py-2">{unread && <UnreadTicketDot />}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDateTime(ticket.created_at, i18n.resolvedLanguage)}
      </td>
      <td className="max-w-sm px-3 py-2">
        <TicketSubjectLink ticket={ticket} />
        {pending && (
          <span className="ml-2">
            <PendingMark />
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <TicketBadge label={lookupLabel(t, 'statuses', ticket.status)} color={ticket.status.color} />
      </td>
      <td className="px-3 py-2">
        <TicketBadge label={lookupLabel(t, 'priorities', ticket.priority)} color={ticket.priority.color} />
      </td>
      <td className="px-3 py-2">{lookupLabel(t, 'categories', ticket.category)}</td>
      <td className="px-3 py-2">{ticketPersonName(ticket.recipient) ?? nobody}</td>
      <td className="px-3 py-2">{ticketPersonName(ticket.created_by) ?? nobody}</td>
    </tr>
  );
}

/** The subject as the ticket's link; `stretched` spans the whole card. */
export function TicketSubjectLink({
  ticket,
  stretched = false,
}: {
  ticket: TicketMirrorRow;
  stretched?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={ticketPath(ticket.uuid)}
      onClick={(event) => event.stopPropagation()}
      aria-label={t('tickets.list.open', { subject: ticket.subject })}
      className={`break-words text-primary-700 hover:underline ${
        stretched ? 'after:absolute after:inset-0 after:rounded-lg after:content-[""]' : ''
      }`}
    >
      {ticket.subject}
    </Link>
  );
}
