import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { seesAllReports } from '../../../contract/reportVisibility';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { countUnreadReports } from '../../offline/unreadReports';
import type { TicketListFilter } from '../../../contract/tickets';
import { useTicketCounts } from '../../features/tickets/useTicketCounts';
import { useMirror } from '../../offline/useMirror';
import type { RouteName } from '../../router/routePaths';
import './backendTexts';

type Viewer = Pick<AuthUser, 'permissions'>;

/**
 * Counts beside sidebar entries, read from the mirror so they follow every pull and action at
 * once. Keyed by route name: the route table stays free of Dexie, which the login route must not load.
 */
const SIDEBAR_COUNTS: Partial<
  Record<RouteName, { count: (db: KundencenterDb, viewer: Viewer) => Promise<number>; labelKey: string }>
> = {
  'list-reports': {
    // The same number as the reports list header and the dashboard card (offline/unreadReports.ts).
    count: countUnreadReports,
    labelKey: 'sidebar.unreadCount',
  },
  // Spec §4: active demands with unread messages stay in the new count.
  'list-report-demands': {
    count: (db) => db.reportDemand.filter((row) => row.archivedAt === null && row.hasUnreadMessages).count(),
    labelKey: 'sidebar.unreadDemands',
  },
  // Staff's working queue: requests nobody at the lab has read yet (spec §4 'pending').
  'list-report-interpretations': {
    count: async (db, viewer) =>
      seesAllReports(viewer.permissions)
        ? db.reportInterpretation.filter((row) => !row.done && !row.cancelled && row.read_at === null).count()
        : 0,
    labelKey: 'sidebar.pendingInterpretations',
  },
};

/**
 * Spec §2: the ticket entries open / finished / all with their numbers. Staff mirror only the
 * tickets they work on, so these are the server's while online (features/tickets/useTicketCounts.ts).
 */
const TICKET_COUNTS: Partial<Record<RouteName, { filter: TicketListFilter; labelKey: string }>> = {
  'list-tickets-open': { filter: 'open', labelKey: 'sidebar.openTickets' },
  'list-tickets-closed': { filter: 'finished', labelKey: 'sidebar.closedTickets' },
  'list-tickets-all': { filter: 'all', labelKey: 'sidebar.allTickets' },
};

export function SidebarCount({ route, user }: { route: string; user: Viewer }) {
  const testId = `sidebar-count-${route}`;
  const tickets = TICKET_COUNTS[route as RouteName];
  if (tickets) return <TicketCount {...tickets} viewer={user} testId={testId} />;
  const spec = SIDEBAR_COUNTS[route as RouteName];
  return spec ? <MirrorCount {...spec} viewer={user} testId={testId} /> : null;
}

function TicketCount({
  filter,
  labelKey,
  testId,
  viewer,
}: {
  filter: TicketListFilter;
  labelKey: string;
  testId: string;
  viewer: Viewer;
}) {
  const counts = useTicketCounts(viewer);
  return <CountBadge value={counts?.[filter] ?? 0} labelKey={labelKey} testId={testId} />;
}

function MirrorCount({
  count,
  labelKey,
  testId,
  viewer,
}: {
  count: (db: KundencenterDb, viewer: Viewer) => Promise<number>;
  labelKey: string;
  testId: string;
  viewer: Viewer;
}) {
  const value = useMirror((db) => count(db, viewer), [viewer.permissions.join()]) ?? 0;
  return <CountBadge value={value} labelKey={labelKey} testId={testId} />;
}

function CountBadge({ value, labelKey, testId }: { value: number; labelKey: string; testId: string }) {
  const { t } = useTranslation();
  if (value === 0) return null;
  return (
    <>
      <span className="sr-only">, {t(labelKey, { count: value })}</span>
      <span
        aria-hidden="true"
        data-testid={testId}
        className="ml-auto min-w-5 rounded-full bg-primary-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {value}
      </span>
    </>
  );
}
