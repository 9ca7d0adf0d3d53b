import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const onboardingRoutes = [
  {
    name: 'verify-email',
    path: routePaths['verify-email'],
    titleKey: 'routes.verifyEmail',
    layout: 'public',
    page: () => import('./VerifyEmailPage'),
  },
  {
    name: 'first-run-change-password',
    path: routePaths['first-run-change-password'],
    titleKey: 'routes.firstRunChangePassword',
    layout: 'wizard',
    page: () => import('./ChangePasswordPage'),
  },
  {
    name: 'first-run-enable-two-factor-auth',
    path: routePaths['first-run-enable-two-factor-auth'],
    titleKey: 'routes.firstRunTwoFactor',
    layout: 'wizard',
    page: () => import('./EnableTwoFactorPage'),
  },
  {
    name: 'first-run-newsletter',
    path: routePaths['first-run-newsletter'],
    titleKey: 'routes.firstRunNewsletter',
    layout: 'wizard',
    page: () => import('./NewsletterStepPage'),
  },
] as const satisfies readonly AppRoute[];
