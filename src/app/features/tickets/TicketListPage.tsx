import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isTicketStaff } from '../../../contract/ticketRules';
import type { TicketListFilter } from '../../../contract/tickets';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useBrowserOnline } from '../../offline/useMirror';
import { useSignedInUser } from '../../session/useSignedInUser';
import { NewTicketButton } from './NewTicketButton';
import { TicketEmptyState } from './TicketEmptyState';
import { readTicketListParams, writeTicketListParams, type TicketListParams } from './ticketListParams';
import { isUnreadTicket, ticketListView } from './ticketListView';
import { TicketListTabs } from './TicketListTabs';
import { ListPagination } from '../../components/ListPagination';
import { TicketTable } from './TicketTable';
import { useEmployees } from './useEmployees';
import { useServerTicketPages } from './useServerTicketPages';
import { useTicketCounts } from './useTicketCounts';
import { useTickets } from './useTickets';
import './ticketTexts';
import { GuideLink } from '../../components/GuideLink';

/**
 * Spec §2 tickets open / closed / all: the mirror's tickets, filtered, searched in the subject,
 * newest first and paged on the device, so the lists work offline. Search and page are the route
 * query. Staff mirror only the tickets they work on: online, the pages up to the one shown come
 * from the server into the mirror (useServerTicketPages.ts), and the paging and the tab counts
 * follow the server's numbers (the search stays over what the device holds: the server has none).
 * The employee list is fetched here too, so the new-ticket dialog has it when the connection is
 * gone later.
 */
export function TicketListPage({ filter }: { filter: TicketListFilter }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const options = readTicketListParams(params);
  const rows = useTickets();
  const online = useBrowserOnline();
  const serverTotal = useServerTicketPages(
    filter,
    options.page,
    options.perPage,
    isTicketStaff(user.permissions) && online,
  );
  const counts = useTicketCounts(user);
  useEmployees();
  const change = (next: Partial<TicketListParams>) =>
    setParams((current) => writeTicketListParams(current, next), { replace: true });
  const view = rows
    ? ticketListView(rows, { ...options, filter }, options.search.trim() ? null : serverTotal)
    : null;
  const unread = rows ? rows.filter(isUnreadTicket).length : 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold">{t(`tickets.list.titles.${filter}`)}</h1>
          <GuideLink to="guide-tickets" />
        </div>
        <NewTicketButton user={user} />
      </div>
      {rows && (
        <p data-testid="tickets-unread-count" className="text-sm font-medium text-primary-800">
          {unread === 0 ? t('tickets.list.noUnread') : t('tickets.list.unreadCount', { count: unread })}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TicketListTabs counts={counts ?? null} />
        <div className="w-full sm:w-72">
          <TextField
            type="search"
            label={t('tickets.list.search')}
            value={options.search}
            onChange={(event) => change({ search: event.target.value })}
          />
        </div>
      </div>
      {!view ? (
        <Spinner label={t('tickets.list.loading')} />
      ) : view.total === 0 ? (
        <TicketEmptyState search={options.search} />
      ) : (
        <>
          <TicketTable rows={view.rows} />
          <ListPagination
            page={view.page}
            lastPage={view.lastPage}
            perPage={options.perPage}
            total={view.total}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
    </div>
  );
}
