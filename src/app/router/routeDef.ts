import type { ComponentType } from 'react';
import type { Permission } from '../../contract/permissions';
import type { RouteName } from './routePaths';

/**
 * What a route is: each feature (or page) declares its routes in its own `routes.ts`, and the route
 * table (routeTable.ts) combines them. Features may import this file; the table they may not.
 */

/**
 * public: anyone; wizard: the first-run steps (signed in, not yet fully onboarded); backend: the
 * signed-in area behind the whole guard.
 */
export type RouteLayout = 'public' | 'wizard' | 'backend';

/**
 * The sidebar's icons, by name and in the sidebar's order (layouts/backend/sidebarIcons.ts holds
 * the components). The order is the sidebar's, not that of the features in the route table.
 */
export const SIDEBAR_ICON_ORDER = [
  'home',
  'offices',
  'users',
  'reports',
  'patients',
  'orders',
  'demands',
  'interpretations',
  'upload',
  'ticketsOpen',
  'ticketsClosed',
  'ticketsAll',
  'workshops',
  'iecTool',
  'messages',
  'lexicon',
  'guide',
  'iecContent',
  'analyses',
] as const;
export type SidebarIconName = (typeof SIDEBAR_ICON_ORDER)[number];

export interface RouteDef {
  name: string;
  path: string;
  /** i18n key of the page title (spec §2: 'title | Kundencenter - company'). */
  titleKey: string;
  layout: RouteLayout;
  /**
   * The permission a user needs for this route (spec §6); hidden in the sidebar without it. A list:
   * any one of them (the orders: a doctor's 'create orders' or the staff's 'list orders').
   */
  gate?: Permission | readonly Permission[];
  /** Routes only administrators may open (spec §6: offices, users, messages, newsletter page). */
  admin?: boolean;
  /**
   * Shown in the sidebar with this icon when present. A name, not the component: the sidebar
   * (backend chunk) maps it to its icon, so no icon weighs on the login route's entry chunk.
   */
  sidebarIcon?: SidebarIconName;
  /**
   * Loads the route's chunk lazily (`() => import('./SomePage')`), so that the route table, which is
   * part of the entry chunk, keeps the login route within its JavaScript budget.
   */
  page: () => Promise<{ default: ComponentType }>;
}

/** A route as a feature declares it: named as in routePaths.ts. */
export type AppRoute = RouteDef & { name: RouteName };
