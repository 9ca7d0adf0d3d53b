/**
 * `GET /api/auth/user` (the guard's source: roles, permissions, onboarding flags) and
 * `GET /api/abilities` (the permission strings, reloaded by the client on every route change).
 * A pending login (password right, second factor not yet passed) gets only the flags the guard
 * needs to send it to the challenge, and the type of code to ask for: the password alone does not
 * open the profile. The abilities wait for the second factor.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abilitiesSchema } from '../../../src/contract/abilities';
import { authUserSchema, pendingAuthUserSchema } from '../../../src/contract/authUser';
import { awaitsSecondFactor } from '../../platform/auth/accessLevels';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { toAuthUser, toPendingAuthUser } from '../../platform/auth/authUserPresenter';

export const authUserResponseSchema = z.object({ data: z.union([authUserSchema, pendingAuthUserSchema]) });

export const authUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user',
    { config: access('signedIn'), schema: { response: { 200: authUserResponseSchema } } },
    async (request) => {
      const { user, session } = signedIn(request);
      if (awaitsSecondFactor(user, session)) return { data: toPendingAuthUser(user) };
      return { data: toAuthUser(user, session) };
    },
  );

  app.get(
    '/api/abilities',
    { config: access('onboarding'), schema: { response: { 200: abilitiesSchema } } },
    async (request) => ({ data: signedIn(request).user.permissions }),
  );
};
