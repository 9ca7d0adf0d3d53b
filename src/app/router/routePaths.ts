/**
 * The paths of the named routes (spec §2). Pages link by name through `pathOf`; the route table
 * takes its paths from here, so a page never imports the table that lazily imports it.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  'login-two-factor-challenge': '/login/two-factor-challenge',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password/:token',
  datenschutz: '/datenschutz',
  impressum: '/impressum',
  agb: '/agb',
  'verify-email': '/verify-email',
  /** Issue 26: the newsletter's double opt-in link, for the owner of the subscribed address. */
  'newsletter-confirm': '/newsletter/confirm/:token',
  'first-run-change-password': '/first-run/change-password',
  'first-run-enable-two-factor-auth': '/first-run/two-factor-authentication',
  'first-run-newsletter': '/first-run/newsletter',
  dashboard: '/backend',
  'user-account': '/backend/users/:uuid/account',
  'user-account-security': '/backend/users/:uuid/account/security',
  'user-account-newsletter': '/backend/users/:uuid/account/newsletter',
  /** Issue 29: push notifications of the user's own devices. */
  'user-account-push': '/backend/users/:uuid/account/push',
  'list-reports': '/backend/reports',
  /** Spec §2 names the reports list also 'list-results'; it forwards to 'list-reports'. */
  'list-results': '/backend/results',
  'list-report-demands': '/backend/reports/demands',
  'list-report-demands-archived': '/backend/reports/demands/archived',
  /**
   * Spec §2 opens a demand conversation by the name 'befundnachfragen-list' with query `item`: the
   * active list's path, whose page shows the conversation of `?item=<uuid>`. A path alias only, so
   * the table has one route per path.
   */
  'befundnachfragen-list': '/backend/reports/demands',
  'list-report-interpretations': '/backend/reports/interpretations',
  'upload-reports': '/backend/reports/upload',
  /** Issue 27: the doctor's patients on the device, and one patient's cumulative findings with trends. */
  patients: '/backend/patients',
  'patient-cumulative': '/backend/patients/:patientId/cumulative',
  /** Issue 28: orders (doctors: their practices'; staff: all), order entry, one order by uuid. */
  'list-orders': '/backend/orders',
  'new-order': '/backend/orders/new',
  'show-order': '/backend/orders/:uuid',
  /** Issue 28: the catalogue of analyses and its profiles, maintained by 'manage content'. */
  'list-analyses': '/backend/analyses',
  'new-analysis': '/backend/analyses/new',
  'edit-analysis': '/backend/analyses/:id/edit',
  'list-analysis-profiles': '/backend/analyses/profiles',
  'new-analysis-profile': '/backend/analyses/profiles/new',
  'edit-analysis-profile': '/backend/analyses/profiles/:id/edit',
  /** Spec §2 tickets: open, closed, all (the sidebar's open / finished / all), {type}, show/{uuid}. */
  'list-tickets-open': '/backend/tickets/open',
  'list-tickets-closed': '/backend/tickets/closed',
  'list-tickets-all': '/backend/tickets/all',
  /** `{type}`: a filter by name ('finished' too); the three above are its sidebar entries. */
  'list-tickets': '/backend/tickets/:type',
  'show-ticket': '/backend/tickets/show/:uuid',
  /**
   * Spec §2 forum: groups, channels, {postgroupSlug}, channels/{slug}, {channel}/posts,
   * {channel}/{slug}. The static segments (groups, channels, posts) win over the parameters.
   */
  forum: '/backend/forum',
  'list-postgroups': '/backend/forum/groups',
  'list-channels': '/backend/forum/channels',
  'show-group': '/backend/forum/:postgroupSlug',
  'show-channel': '/backend/forum/channels/:slug',
  'channel-posts': '/backend/forum/:channel/posts',
  'show-post': '/backend/forum/:channel/:slug',
  /** System messages (spec §2 'messages (admin only): list, new, {id}, {id}/edit'). */
  'list-messages': '/backend/messages',
  'new-message': '/backend/messages/new',
  'show-message': '/backend/messages/:id',
  'edit-message': '/backend/messages/:id/edit',
  /** Workshops (spec §2 'workshops: list, new, {id}, {id}/edit; events'; issue 15). */
  'list-workshops': '/backend/workshops',
  'workshop-events': '/backend/workshops/events',
  'new-workshop': '/backend/workshops/new',
  'show-workshop': '/backend/workshops/:id',
  'edit-workshop': '/backend/workshops/:id/edit',
  /**
   * The system area (spec §2 'system: settings; roles-permissions with tabs roles, roles/new,
   * roles/edit/{id}, permissions, permissions/new, permissions/edit/{id}; system users: list, new,
   * {id}, {id}/edit'; issue 14).
   */
  'system-settings': '/backend/system/settings',
  'roles-permissions': '/backend/system/roles-permissions',
  'list-roles': '/backend/system/roles-permissions/roles',
  'new-role': '/backend/system/roles-permissions/roles/new',
  'edit-role': '/backend/system/roles-permissions/roles/edit/:id',
  'list-permissions': '/backend/system/roles-permissions/permissions',
  'new-permission': '/backend/system/roles-permissions/permissions/new',
  'edit-permission': '/backend/system/roles-permissions/permissions/edit/:id',
  'list-system-users': '/backend/system/users',
  'new-system-user': '/backend/system/users/new',
  'show-system-user': '/backend/system/users/:id',
  'edit-system-user': '/backend/system/users/:id/edit',
  /** Issue 17: the machines' personal access tokens (admin). */
  'list-api-tokens': '/backend/system/api-tokens',
  /** Offices (spec §2 'offices (admin only): list, inactive, {id}'); {id} is an id or a uuid. */
  'list-offices': '/backend/offices',
  'list-offices-inactive': '/backend/offices/inactive',
  'show-office': '/backend/offices/:id',
  /** Creating and editing offices (the gates 'create offices' and 'edit offices' of spec §6). */
  'new-office': '/backend/offices/new',
  'edit-office': '/backend/offices/:id/edit',
  /** Users (spec §2 'users (admin only): list, inactive, new, {id}'); {id} is an id or a uuid. */
  'list-users': '/backend/users',
  'list-users-inactive': '/backend/users/inactive',
  'new-user': '/backend/users/new',
  'show-doctor': '/backend/users/:id',
  /** Spec §2 'Search results page': the navbar search's results, `?q=` the search. */
  'search-results': '/backend/search',
  /** Spec §2 'Other screens': the iEC tool, its lexicon ('iEC wiki') and the reference list of sources. */
  'iec-tool': '/backend/iec',
  'iec-wiki': '/backend/wiki/iec',
  'iec-wiki-entry': '/backend/wiki/iec/:id',
  sources: '/backend/sources',
  /** The catalogue's maintenance (issue 16: 'staff with a permission for content maintain all of them'). */
  'iec-content': '/backend/iec/content',
  /** Spec §2 'guide: overview, dashboard, reports/overview, reports/demands, messages, tickets, account'. */
  guide: '/backend/guide',
  'guide-dashboard': '/backend/guide/dashboard',
  'guide-reports-overview': '/backend/guide/reports/overview',
  'guide-reports-demands': '/backend/guide/reports/demands',
  'guide-messages': '/backend/guide/messages',
  'guide-tickets': '/backend/guide/tickets',
  'guide-account': '/backend/guide/account',
  /** Issue 11: an unknown path under /backend is a 404 inside the signed-in area, not the public one. */
  'backend-not-found': '/backend/*',
  'not-found': '*',
} as const;

export type RouteName = keyof typeof routePaths;

/** The path of a route with its `:params` filled in. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? `:${key}`),
  );
}
