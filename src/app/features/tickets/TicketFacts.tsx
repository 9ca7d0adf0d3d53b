import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TicketMirrorRow } from '../../../db/rows';
import { formatDateTime } from '../../i18n/formatDate';
import { pathOf } from '../../router/routePaths';
import { lookupLabel, subCategoryLabel } from './ticketLabels';
import { ticketPersonName } from './ticketListView';

/** Spec §2 'befundnachfragen-list' with query item: the demand the ticket was made from. */
const demandPath = (uuid: string) =>
  `${pathOf('befundnachfragen-list')}?${new URLSearchParams({ item: uuid }).toString()}`;

/**
 * Spec §3: category and sub category, recipient, created by, created and last edited, the reason
 * for closing, and the report demand it came from.
 */
export function TicketFacts({ ticket }: { ticket: TicketMirrorRow }) {
  const { t, i18n } = useTranslation();
  const name = (person: TicketMirrorRow['recipient']) =>
    ticketPersonName(person) ?? t('tickets.detail.deletedUser');
  const date = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage);
  const facts: [string, string][] = [
    [t('tickets.detail.category'), lookupLabel(t, 'categories', ticket.category)],
    ...(ticket.sub_category
      ? [[t('tickets.detail.subCategory'), subCategoryLabel(t, ticket.sub_category)] as [string, string]]
      : []),
    [t('tickets.detail.recipient'), name(ticket.recipient)],
    [t('tickets.detail.createdBy'), name(ticket.created_by)],
    [t('tickets.detail.created'), date(ticket.created_at)],
    [
      t('tickets.detail.lastEdited'),
      ticket.last_edited_by
        ? t('tickets.detail.lastEditedBy', {
            date: date(ticket.updated_at),
            name: name(ticket.last_edited_by),
          })
        : date(ticket.updated_at),
    ],
  ];
  return (
    <section
      aria-label={t('tickets.detail.facts')}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-stone-500">{term}</dt>
            <dd className="break-words text-stone-900" data-testid={`ticket-fact-${term}`}>
              {value}
            </dd>
          </div>
        ))}
        {ticket.closing_reason && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-stone-500">{t('tickets.detail.closingReason')}</dt>
            <dd
              className="break-words whitespace-pre-wrap text-stone-900"
              data-testid="ticket-closing-reason"
            >
              {ticket.closing_reason}
            </dd>
          </div>
        )}
        {ticket.report_demand && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-stone-500">{t('tickets.detail.demand')}</dt>
            <dd>
              <Link to={demandPath(ticket.report_demand.uuid)} className="text-primary-700 hover:underline">
                {t('tickets.detail.demandLink')}
              </Link>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
