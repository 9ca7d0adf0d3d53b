import type { ComponentType } from 'react';
import { GLOBAL_SEARCH_PERMISSION, Permission } from '../../contract/permissions';
import type * as ForumPages from '../features/forum/forumPages';
import type * as WorkshopPages from '../features/workshops/workshopPages';
import { routePaths, type RouteName } from './routePaths';

/**
 * The one route table (issue 2): page titles, the sidebar and the guard all derive from it.
 * Paths are those of spec §2 under the hash router. `page` loads the route's chunk lazily so the
 * login route stays within its JavaScript budget.
 */
/**
 * public: anyone; wizard: the first-run steps (signed in, not yet fully onboarded); backend: the
 * signed-in area behind the whole guard.
 */
export type RouteLayout = 'public' | 'wizard' | 'backend';

/** The sidebar's icons, by name (layouts/backend/sidebarIcons.ts holds the components). */
export type SidebarIconName =
  | 'home'
  | 'reports'
  | 'demands'
  | 'interpretations'
  | 'upload'
  | 'offices'
  | 'users'
  | 'messages'
  | 'ticketsOpen'
  | 'ticketsClosed'
  | 'ticketsAll'
  | 'workshops'
  | 'guide';

export interface RouteDef {
  name: string;
  path: string;
  /** i18n key of the page title (spec §2: 'title | Kundencenter - company'). */
  titleKey: string;
  layout: RouteLayout;
  /** The permission a user needs for this route (spec §6); hidden in the sidebar without it. */
  gate?: Permission;
  /** Routes only administrators may open (spec §6: offices, users, messages, newsletter page). */
  admin?: boolean;
  /**
   * Shown in the sidebar with this icon when present. A name, not the component: the sidebar
   * (backend chunk) maps it to its icon, so no icon weighs on the login route's entry chunk.
   */
  sidebarIcon?: SidebarIconName;
  page: () => Promise<{ default: ComponentType }>;
}

/** The workshop pages share one chunk (features/workshops/workshopPages.ts). */
const workshopPage = (name: keyof typeof WorkshopPages) =>
  import('../features/workshops/workshopPages').then((pages) => ({ default: pages[name] }));
/**
 * Spec §2/§6 'guide', open to everyone signed in: one page module serves its seven pages (it reads
 * the topic from the path), behind one loader, so the entry chunk carries one import, not seven.
 */
const guidePage = () => import('../features/guide/GuidePage');
/** The forum's pages share one chunk (features/forum/forumPages.ts) and so one import. */
const forumPage = (name: keyof typeof ForumPages) => (): Promise<{ default: ComponentType }> =>
  import('../features/forum/forumPages').then((pages) => ({ default: pages[name] }));

export const routeTable = [
  {
    name: 'home',
    path: routePaths.home,
    titleKey: 'routes.home',
    layout: 'public',
    page: () => import('../features/home/HomePage'),
  },
  {
    name: 'login',
    path: routePaths.login,
    titleKey: 'routes.login',
    layout: 'public',
    page: () => import('../features/login/LoginPage'),
  },
  {
    name: 'login-two-factor-challenge',
    path: routePaths['login-two-factor-challenge'],
    titleKey: 'routes.twoFactorChallenge',
    layout: 'public',
    page: () => import('../features/login/TwoFactorChallengePage'),
  },
  {
    name: 'forgot-password',
    path: routePaths['forgot-password'],
    titleKey: 'routes.forgotPassword',
    layout: 'public',
    page: () => import('../features/login/ForgotPasswordPage'),
  },
  {
    name: 'reset-password',
    path: routePaths['reset-password'],
    titleKey: 'routes.resetPassword',
    layout: 'public',
    page: () => import('../features/login/ResetPasswordPage'),
  },
  {
    name: 'datenschutz',
    path: routePaths.datenschutz,
    titleKey: 'routes.datenschutz',
    layout: 'public',
    page: () => import('../features/legal/DatenschutzPage'),
  },
  {
    name: 'impressum',
    path: routePaths.impressum,
    titleKey: 'routes.impressum',
    layout: 'public',
    page: () => import('../features/legal/ImpressumPage'),
  },
  {
    name: 'agb',
    path: routePaths.agb,
    titleKey: 'routes.agb',
    layout: 'public',
    page: () => import('../features/legal/AgbPage'),
  },
  {
    name: 'verify-email',
    path: routePaths['verify-email'],
    titleKey: 'routes.verifyEmail',
    layout: 'public',
    page: () => import('../features/onboarding/VerifyEmailPage'),
  },
  {
    name: 'first-run-change-password',
    path: routePaths['first-run-change-password'],
    titleKey: 'routes.firstRunChangePassword',
    layout: 'wizard',
    page: () => import('../features/onboarding/ChangePasswordPage'),
  },
  {
    name: 'first-run-enable-two-factor-auth',
    path: routePaths['first-run-enable-two-factor-auth'],
    titleKey: 'routes.firstRunTwoFactor',
    layout: 'wizard',
    page: () => import('../features/onboarding/EnableTwoFactorPage'),
  },
  {
    name: 'first-run-newsletter',
    path: routePaths['first-run-newsletter'],
    titleKey: 'routes.firstRunNewsletter',
    layout: 'wizard',
    page: () => import('../features/onboarding/NewsletterStepPage'),
  },
  {
    name: 'dashboard',
    path: routePaths.dashboard,
    titleKey: 'routes.dashboard',
    layout: 'backend',
    sidebarIcon: 'home',
    page: () => import('../pages/dashboard/DashboardPage'),
  },
  {
    name: 'user-account',
    path: routePaths['user-account'],
    titleKey: 'routes.account',
    layout: 'backend',
    page: () => import('../pages/account/AccountDetailsRoute'),
  },
  {
    name: 'user-account-security',
    path: routePaths['user-account-security'],
    titleKey: 'routes.accountSecurity',
    layout: 'backend',
    page: () => import('../pages/account/AccountSecurityRoute'),
  },
  {
    name: 'user-account-newsletter',
    path: routePaths['user-account-newsletter'],
    titleKey: 'routes.accountNewsletter',
    layout: 'backend',
    admin: true,
    page: () => import('../pages/account/AccountNewsletterRoute'),
  },
  {
    name: 'list-offices',
    path: routePaths['list-offices'],
    titleKey: 'routes.offices',
    layout: 'backend',
    gate: Permission.listOffices,
    admin: true,
    sidebarIcon: 'offices',
    page: () => import('../features/offices/OfficeListPage'),
  },
  {
    name: 'list-offices-inactive',
    path: routePaths['list-offices-inactive'],
    titleKey: 'routes.officesInactive',
    layout: 'backend',
    gate: Permission.listOffices,
    admin: true,
    page: () => import('../features/offices/InactiveOfficeListPage'),
  },
  {
    name: 'show-office',
    path: routePaths['show-office'],
    titleKey: 'routes.office',
    layout: 'backend',
    gate: Permission.showOffices,
    admin: true,
    page: () => import('../features/offices/OfficeDetailPage'),
  },
  {
    name: 'new-office',
    path: routePaths['new-office'],
    titleKey: 'routes.officeNew',
    layout: 'backend',
    gate: Permission.createOffices,
    admin: true,
    page: () => import('../features/offices/OfficeNewPage'),
  },
  {
    name: 'edit-office',
    path: routePaths['edit-office'],
    titleKey: 'routes.officeEdit',
    layout: 'backend',
    gate: Permission.editOffices,
    admin: true,
    page: () => import('../features/offices/OfficeEditPage'),
  },
  {
    name: 'list-users',
    path: routePaths['list-users'],
    titleKey: 'routes.users',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    sidebarIcon: 'users',
    page: () => import('../features/users/DoctorListPage'),
  },
  {
    name: 'list-users-inactive',
    path: routePaths['list-users-inactive'],
    titleKey: 'routes.usersInactive',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('../features/users/InactiveDoctorListPage'),
  },
  {
    name: 'new-user',
    path: routePaths['new-user'],
    titleKey: 'routes.userNew',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('../features/users/DoctorNewPage'),
  },
  {
    name: 'show-doctor',
    path: routePaths['show-doctor'],
    titleKey: 'routes.doctor',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('../features/users/DoctorDetailPage'),
  },
  {
    name: 'list-reports',
    path: routePaths['list-reports'],
    titleKey: 'routes.reports',
    layout: 'backend',
    gate: Permission.listReports,
    sidebarIcon: 'reports',
    page: () => import('../pages/reports/ReportsPage'),
  },
  {
    name: 'list-results',
    path: routePaths['list-results'],
    titleKey: 'routes.reports',
    layout: 'backend',
    gate: Permission.listReports,
    page: () => import('../features/reports/ResultsRedirect'),
  },
  {
    name: 'list-report-demands',
    path: routePaths['list-report-demands'],
    titleKey: 'routes.reportDemands',
    layout: 'backend',
    gate: Permission.listReportDemands,
    sidebarIcon: 'demands',
    page: () => import('../pages/reportDemands/ReportDemandsPage'),
  },
  {
    name: 'list-report-demands-archived',
    path: routePaths['list-report-demands-archived'],
    titleKey: 'routes.reportDemandsArchived',
    layout: 'backend',
    gate: Permission.listReportDemands,
    page: () => import('../pages/reportDemands/ArchivedReportDemandsPage'),
  },
  {
    name: 'list-report-interpretations',
    path: routePaths['list-report-interpretations'],
    titleKey: 'routes.reportInterpretations',
    layout: 'backend',
    gate: Permission.listReportInterpretations,
    sidebarIcon: 'interpretations',
    page: () => import('../features/reportInterpretations/ReportInterpretationsPage'),
  },
  {
    name: 'upload-reports',
    path: routePaths['upload-reports'],
    titleKey: 'routes.reportsUpload',
    layout: 'backend',
    gate: Permission.uploadReports,
    sidebarIcon: 'upload',
    page: () => import('../features/reports/ReportUploadPage'),
  },
  {
    name: 'list-tickets-open',
    path: routePaths['list-tickets-open'],
    titleKey: 'routes.ticketsOpen',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsOpen',
    page: () => import('../features/tickets/OpenTicketsPage'),
  },
  {
    name: 'list-tickets-closed',
    path: routePaths['list-tickets-closed'],
    titleKey: 'routes.ticketsClosed',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsClosed',
    page: () => import('../features/tickets/ClosedTicketsPage'),
  },
  {
    name: 'list-tickets-all',
    path: routePaths['list-tickets-all'],
    titleKey: 'routes.ticketsAll',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsAll',
    page: () => import('../features/tickets/AllTicketsPage'),
  },
  {
    name: 'list-tickets',
    path: routePaths['list-tickets'],
    titleKey: 'routes.tickets',
    layout: 'backend',
    gate: Permission.listTickets,
    page: () => import('../features/tickets/TicketTypePage'),
  },
  {
    name: 'search-results',
    path: routePaths['search-results'],
    titleKey: 'routes.searchResults',
    layout: 'backend',
    // Spec §6: doctors get no global search.
    gate: GLOBAL_SEARCH_PERMISSION,
    page: () => import('../pages/search/SearchPage'),
  },
  {
    name: 'show-ticket',
    path: routePaths['show-ticket'],
    titleKey: 'routes.ticket',
    layout: 'backend',
    gate: Permission.listTickets,
    page: () => import('../features/tickets/TicketDetailPage'),
  },
  {
    name: 'list-workshops',
    path: routePaths['list-workshops'],
    titleKey: 'routes.workshops',
    layout: 'backend',
    gate: Permission.listWorkshops,
    sidebarIcon: 'workshops',
    page: () => workshopPage('WorkshopListPage'),
  },
  {
    name: 'workshop-events',
    path: routePaths['workshop-events'],
    titleKey: 'routes.workshopEvents',
    layout: 'backend',
    gate: Permission.listWorkshops,
    page: () => workshopPage('WorkshopEventsPage'),
  },
  {
    name: 'new-workshop',
    path: routePaths['new-workshop'],
    titleKey: 'routes.workshopNew',
    layout: 'backend',
    gate: Permission.manageWorkshops,
    page: () => workshopPage('WorkshopNewPage'),
  },
  {
    name: 'show-workshop',
    path: routePaths['show-workshop'],
    titleKey: 'routes.workshop',
    layout: 'backend',
    gate: Permission.listWorkshops,
    page: () => workshopPage('WorkshopDetailPage'),
  },
  {
    name: 'edit-workshop',
    path: routePaths['edit-workshop'],
    titleKey: 'routes.workshopEdit',
    layout: 'backend',
    gate: Permission.manageWorkshops,
    page: () => workshopPage('WorkshopEditPage'),
  },
  {
    name: 'forum',
    path: routePaths['forum'],
    titleKey: 'routes.forum',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumPage'),
  },
  {
    name: 'list-postgroups',
    path: routePaths['list-postgroups'],
    titleKey: 'routes.forumGroups',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumGroupsPage'),
  },
  {
    name: 'list-channels',
    path: routePaths['list-channels'],
    titleKey: 'routes.forumChannels',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelsPage'),
  },
  {
    name: 'show-group',
    path: routePaths['show-group'],
    titleKey: 'routes.forumGroup',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumGroupPage'),
  },
  {
    name: 'show-channel',
    path: routePaths['show-channel'],
    titleKey: 'routes.forumChannel',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelPage'),
  },
  {
    name: 'channel-posts',
    path: routePaths['channel-posts'],
    titleKey: 'routes.forumChannel',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelPage'),
  },
  {
    name: 'show-post',
    path: routePaths['show-post'],
    titleKey: 'routes.forumPost',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumPostPage'),
  },
  {
    name: 'list-messages',
    path: routePaths['list-messages'],
    titleKey: 'routes.messages',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    sidebarIcon: 'messages',
    page: () => import('../features/backendMessages/MessageListPage'),
  },
  {
    name: 'new-message',
    path: routePaths['new-message'],
    titleKey: 'routes.messageNew',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('../features/backendMessages/MessageNewPage'),
  },
  {
    name: 'show-message',
    path: routePaths['show-message'],
    titleKey: 'routes.message',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('../features/backendMessages/MessageDetailPage'),
  },
  {
    name: 'edit-message',
    path: routePaths['edit-message'],
    titleKey: 'routes.messageEdit',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('../features/backendMessages/MessageEditPage'),
  },
  {
    name: 'system-settings',
    path: routePaths['system-settings'],
    titleKey: 'routes.systemSettings',
    layout: 'backend',
    gate: Permission.accessSystemSettings,
    page: () => import('../features/system/SettingsPage'),
  },
  {
    name: 'roles-permissions',
    path: routePaths['roles-permissions'],
    titleKey: 'routes.rolesPermissions',
    layout: 'backend',
    gate: Permission.roles,
    page: () => import('../features/system/RoleListPage'),
  },
  {
    name: 'list-roles',
    path: routePaths['list-roles'],
    titleKey: 'routes.roles',
    layout: 'backend',
    gate: Permission.roles,
    page: () => import('../features/system/RoleListPage'),
  },
  {
    name: 'new-role',
    path: routePaths['new-role'],
    titleKey: 'routes.roleNew',
    layout: 'backend',
    gate: Permission.roles,
    page: () => import('../features/system/RoleFormPage'),
  },
  {
    name: 'edit-role',
    path: routePaths['edit-role'],
    titleKey: 'routes.roleEdit',
    layout: 'backend',
    gate: Permission.roles,
    page: () => import('../features/system/RoleFormPage'),
  },
  {
    name: 'list-permissions',
    path: routePaths['list-permissions'],
    titleKey: 'routes.permissions',
    layout: 'backend',
    gate: Permission.permissions,
    page: () => import('../features/system/PermissionListPage'),
  },
  {
    name: 'new-permission',
    path: routePaths['new-permission'],
    titleKey: 'routes.permissionNew',
    layout: 'backend',
    gate: Permission.permissions,
    page: () => import('../features/system/PermissionFormPage'),
  },
  {
    name: 'edit-permission',
    path: routePaths['edit-permission'],
    titleKey: 'routes.permissionEdit',
    layout: 'backend',
    gate: Permission.permissions,
    page: () => import('../features/system/PermissionFormPage'),
  },
  {
    name: 'list-system-users',
    path: routePaths['list-system-users'],
    titleKey: 'routes.systemUsers',
    layout: 'backend',
    gate: Permission.accessSystemSettings,
    page: () => import('../features/system/SystemUserListPage'),
  },
  {
    name: 'list-api-tokens',
    path: routePaths['list-api-tokens'],
    titleKey: 'routes.apiTokens',
    layout: 'backend',
    admin: true,
    page: () => import('../features/system/ApiTokensPage'),
  },
  {
    name: 'new-system-user',
    path: routePaths['new-system-user'],
    titleKey: 'routes.systemUserNew',
    layout: 'backend',
    gate: Permission.accessSystemSettings,
    page: () => import('../features/system/SystemUserFormPage'),
  },
  {
    name: 'show-system-user',
    path: routePaths['show-system-user'],
    titleKey: 'routes.systemUser',
    layout: 'backend',
    gate: Permission.accessSystemSettings,
    page: () => import('../features/system/SystemUserDetailPage'),
  },
  {
    name: 'edit-system-user',
    path: routePaths['edit-system-user'],
    titleKey: 'routes.systemUserEdit',
    layout: 'backend',
    gate: Permission.accessSystemSettings,
    page: () => import('../features/system/SystemUserFormPage'),
  },
  {
    name: 'guide',
    path: routePaths['guide'],
    titleKey: 'routes.guide',
    layout: 'backend',
    sidebarIcon: 'guide',
    page: guidePage,
  },
  {
    name: 'guide-dashboard',
    path: routePaths['guide-dashboard'],
    titleKey: 'routes.guideDashboard',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-reports-overview',
    path: routePaths['guide-reports-overview'],
    titleKey: 'routes.guideReportsOverview',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-reports-demands',
    path: routePaths['guide-reports-demands'],
    titleKey: 'routes.guideReportsDemands',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-messages',
    path: routePaths['guide-messages'],
    titleKey: 'routes.guideMessages',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-tickets',
    path: routePaths['guide-tickets'],
    titleKey: 'routes.guideTickets',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-account',
    path: routePaths['guide-account'],
    titleKey: 'routes.guideAccount',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'backend-not-found',
    path: routePaths['backend-not-found'],
    titleKey: 'routes.notFound',
    layout: 'backend',
    page: () => import('../features/errors/BackendNotFoundPage'),
  },
  {
    name: 'not-found',
    path: routePaths['not-found'],
    titleKey: 'routes.notFound',
    layout: 'public',
    page: () => import('../features/errors/NotFoundPage'),
  },
] as const satisfies readonly (RouteDef & { name: RouteName })[];

export type { RouteName };
