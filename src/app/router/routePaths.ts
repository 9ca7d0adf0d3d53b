/**
 * The paths of the named routes (spec §2). Pages link by name through `pathOf`; the route table
 * takes its paths from here, so a page never imports the table that lazily imports it.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  'forgot-password': '/forgot-password',
  datenschutz: '/datenschutz',
  impressum: '/impressum',
  agb: '/agb',
  dashboard: '/backend',
  'not-found': '*',
} as const;

export type RouteName = keyof typeof routePaths;

export function pathOf(name: RouteName): string {
  return routePaths[name];
}
