import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const loginRoutes = [
  {
    name: 'login',
    path: routePaths.login,
    titleKey: 'routes.login',
    layout: 'public',
    page: () => import('./LoginPage'),
  },
  {
    name: 'login-two-factor-challenge',
    path: routePaths['login-two-factor-challenge'],
    titleKey: 'routes.twoFactorChallenge',
    layout: 'public',
    page: () => import('./TwoFactorChallengePage'),
  },
  {
    name: 'forgot-password',
    path: routePaths['forgot-password'],
    titleKey: 'routes.forgotPassword',
    layout: 'public',
    page: () => import('./ForgotPasswordPage'),
  },
  {
    name: 'reset-password',
    path: routePaths['reset-password'],
    titleKey: 'routes.resetPassword',
    layout: 'public',
    page: () => import('./ResetPasswordPage'),
  },
] as const satisfies readonly AppRoute[];
