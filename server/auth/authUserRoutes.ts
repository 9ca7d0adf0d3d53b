/**
 * `GET /api/auth/user` (the guard's source: roles, permissions, onboarding flags) and
 * `GET /api/abilities` (the permission strings, reloaded by the client on every route change).
 * Both answer a pending login too, so the guard can send it to the challenge.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abilitiesSchema } from '../../src/contract/abilities';
import { authUserSchema } from '../../src/contract/authUser';
import { access, signedIn } from './routeAccess';
import { toAuthUser } from './authUserPresenter';

export const authUserResponseSchema = z.object({ data: authUserSchema });

export const authUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user',
    { config: access('signedIn'), schema: { response: { 200: authUserResponseSchema } } },
    async (request) => {
      const { user, session } = signedIn(request);
      return { data: toAuthUser(user, session) };
    },
  );

  app.get(
    '/api/abilities',
    { config: access('signedIn'), schema: { response: { 200: abilitiesSchema } } },
    async (request) => ({ data: signedIn(request).user.permissions }),
  );
};
