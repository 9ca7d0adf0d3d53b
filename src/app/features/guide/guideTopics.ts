import { routePaths, type RouteName } from '../../router/routePaths';

/**
 * The guide's pages (spec §2 'guide: overview, dashboard, reports/overview, reports/demands,
 * messages, tickets, account'), in the order of its navigation. One page module serves them all and
 * finds its topic by the path, so the route table only names them.
 */
export const GUIDE_TOPICS = [
  { key: 'overview', route: 'guide' },
  { key: 'dashboard', route: 'guide-dashboard' },
  { key: 'reportsOverview', route: 'guide-reports-overview' },
  { key: 'reportsDemands', route: 'guide-reports-demands' },
  { key: 'messages', route: 'guide-messages' },
  { key: 'tickets', route: 'guide-tickets' },
  { key: 'account', route: 'guide-account' },
] as const satisfies readonly { key: string; route: RouteName }[];

export type GuideTopicKey = (typeof GUIDE_TOPICS)[number]['key'];

/** The topic shown at `pathname`; the overview for the guide's own root (and anything unknown). */
export function topicOfPath(pathname: string): GuideTopicKey {
  const path = pathname.replace(/\/+$/, '');
  return GUIDE_TOPICS.find((topic) => routePaths[topic.route] === path)?.key ?? 'overview';
}
