/**
 * Single sign-on for staff with OpenID Connect (issue 29): the providers of `OIDC_PROVIDERS`
 * (platform/config/oidcProviders.ts), the sign-in through them and the links of their identities to
 * staff accounts.
 */
import { defineFeature } from '../../platform/feature/serverFeature';
import { ssoRoutes } from './ssoRoutes';

export const ssoFeature = defineFeature({
  name: 'sso',
  routes: [ssoRoutes],
});
