/**
 * `GET /api/auth/oauth` (spec §7): the single sign-on providers the login page offers, for anyone
 * (the page asks before signing in). The portal signs in with username, password and second factor
 * only; a later issue adds OIDC, whose configured providers will be listed here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInProvidersSchema, type SignInProvider } from '../../../src/contract/signInProviders';
import { access } from '../../platform/auth/routeAccess';

const SIGN_IN_PROVIDERS: readonly SignInProvider[] = [];

export const signInProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/oauth',
    { config: access('guest'), schema: { response: { 200: signInProvidersSchema } } },
    async () => ({ data: [...SIGN_IN_PROVIDERS] }),
  );
};
