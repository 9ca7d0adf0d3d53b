/**
 * Choosing and changing credentials. `PUT /api/auth/user/new-password` is step 2 of the first-run
 * wizard: after the e-mail is verified, the invited user picks a username (unique regardless of
 * case) and a password that meets the five rules of spec §5; once set, only the password-change
 * route (which asks for the current password) changes them. `PUT /api/user/password` signs the
 * user out of every other session.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newCredentialsSchema, updatePasswordSchema } from '../../../src/contract/auth';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { authUserResponseSchema } from '../login';
import { toAuthUser } from '../../platform/auth/authUserPresenter';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { fieldError, forbidden, unauthenticated } from '../../platform/http/httpErrors';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';

export const credentialsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, passwords } = context;

  app.put(
    '/api/auth/user/new-password',
    {
      config: access('onboarding'),
      schema: { body: newCredentialsSchema, response: { 200: authUserResponseSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      if (user.emailVerifiedAt === null || user.loginCredentialsSetAt !== null) throw forbidden();
      const username = request.body.username.trim();
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, user.id)));
      if (taken) throw fieldError('username', 'auth.usernameTaken');

      const passwordHash = await passwords.hash(request.body.password);
      try {
        await writeWithChanges(db, async (tx, emit) => {
          await tx
            .update(users)
            .set({ username, passwordHash, loginCredentialsSetAt: context.now() })
            .where(eq(users.id, user.id));
          emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('username', 'auth.usernameTaken');
        throw error;
      }
      const updated = await loadAuthenticatedUser(db, user.id);
      if (!updated) throw unauthenticated();
      return { data: toAuthUser(updated, session) };
    },
  );

  app.put(
    '/api/user/password',
    {
      config: access('full'),
      schema: { body: updatePasswordSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      if (!(await passwords.verify(user.passwordHash, request.body.current_password))) {
        throw fieldError('current_password', 'auth.currentPasswordIncorrect');
      }
      await db
        .update(users)
        .set({ passwordHash: await passwords.hash(request.body.password) })
        .where(eq(users.id, user.id));
      await context.sessions.destroyAllOf(user.id, session.id);
      return { message: 'password-updated' };
    },
  );
};
