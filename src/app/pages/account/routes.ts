import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const accountPageRoutes = [
  {
    name: 'user-account',
    path: routePaths['user-account'],
    titleKey: 'routes.account',
    layout: 'backend',
    page: () => import('./AccountDetailsRoute'),
  },
  {
    name: 'user-account-security',
    path: routePaths['user-account-security'],
    titleKey: 'routes.accountSecurity',
    layout: 'backend',
    page: () => import('./AccountSecurityRoute'),
  },
  {
    name: 'user-account-newsletter',
    path: routePaths['user-account-newsletter'],
    titleKey: 'routes.accountNewsletter',
    layout: 'backend',
    admin: true,
    page: () => import('./AccountNewsletterRoute'),
  },
  {
    name: 'user-account-push',
    path: routePaths['user-account-push'],
    titleKey: 'routes.accountPush',
    layout: 'backend',
    page: () => import('./AccountPushRoute'),
  },
  {
    name: 'newsletter-confirm',
    path: routePaths['newsletter-confirm'],
    titleKey: 'routes.newsletterConfirm',
    layout: 'public',
    page: () => import('../../features/account/NewsletterConfirmPage'),
  },
] as const satisfies readonly AppRoute[];
