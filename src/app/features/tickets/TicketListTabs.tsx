import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TICKET_LIST_FILTERS } from '../../../contract/tickets';
import type { TicketCounts } from './ticketListView';
import { ticketListPath } from './ticketLinks';

const TAB =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white aria-[current=page]:ring-primary-700';

/** Spec §2: open, finished, all, each a route, with its count (useTicketCounts.ts: the server's while online for staff). */
export function TicketListTabs({ counts }: { counts: TicketCounts | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tickets.list.filtersLabel')} className="flex flex-wrap gap-2">
      {TICKET_LIST_FILTERS.map((filter) => (
        <NavLink key={filter} to={ticketListPath(filter)} className={TAB}>
          {t(`tickets.list.filters.${filter}`)}
          {counts && <span data-testid={`ticket-count-${filter}`}>({counts[filter]})</span>}
        </NavLink>
      ))}
    </nav>
  );
}
