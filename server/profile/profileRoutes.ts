/**
 * The account details (spec §3 account form) and the interface language. A changed e-mail address
 * must be verified again (Fortify's behaviour): until then the guard sends the user to verify-email.
 * The language is also the language of the user's mails and server messages; only administrators
 * may set it for someone else.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../src/contract/constants';
import { profileInformationSchema, updateLanguageSchema } from '../../src/contract/auth';
import type { AppContext } from '../appContext';
import { hasFullAccess, isAdmin } from '../auth/accessLevels';
import { loadAuthenticatedUser } from '../auth/authenticatedUser';
import { authUserResponseSchema } from '../auth/authUserRoutes';
import { toAuthUser } from '../auth/authUserPresenter';
import { access, signedIn } from '../auth/routeAccess';
import { users } from '../db/schema';
import { sendVerificationMail } from '../emailVerification/sendVerificationMail';
import { forbidden, notFound, unauthenticated } from '../http/httpErrors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id}` of a users route: the numeric id or the uuid (spec §2 'users/{id} may be a uuid'). */
export function userKeyCondition(key: string) {
  if (/^\d{1,9}$/.test(key)) return eq(users.id, Number(key));
  if (UUID_PATTERN.test(key)) return eq(users.uuid, key.toLowerCase());
  return undefined;
}

const isSameUser = (user: { id: number; uuid: string }, key: string) =>
  String(user.id) === key || user.uuid.toLowerCase() === key.toLowerCase();

export const profileRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.put(
    '/api/user/profile-information',
    {
      config: access('full'),
      schema: { body: profileInformationSchema, response: { 200: authUserResponseSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      const input = request.body;
      const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
      const [updated] = await db
        .update(users)
        .set({
          anrede: input.anrede,
          titel: input.titel ?? null,
          vorname: input.vorname,
          nachname: input.nachname,
          email: input.email,
          strasse: input.strasse ?? null,
          plz: input.plz ?? null,
          ort: input.ort ?? null,
          phone: input.phone ?? null,
          mobile: input.mobile ?? null,
          ...(emailChanged ? { emailVerifiedAt: null, emailVerificationNotificationSentAt: null } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (emailChanged && updated) await sendVerificationMail(context, updated);
      const reloaded = await loadAuthenticatedUser(db, user.id);
      if (!reloaded) throw unauthenticated();
      return { data: toAuthUser(reloaded, session) };
    },
  );

  app.put(
    '/api/users/:id/update-language',
    {
      config: access('signedIn'),
      schema: {
        params: z.object({ id: z.string() }),
        body: updateLanguageSchema,
        response: {
          200: z.object({ data: z.object({ id: z.number(), uuid: z.string(), language: z.enum(LOCALES) }) }),
        },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      const key = request.params.id;
      if (!isSameUser(user, key) && !(isAdmin(user) && hasFullAccess(user, session))) throw forbidden();
      const condition = userKeyCondition(key);
      if (!condition) throw notFound();
      const [updated] = await db
        .update(users)
        .set({ language: request.body.language })
        .where(condition)
        .returning({ id: users.id, uuid: users.uuid, language: users.language });
      if (!updated) throw notFound();
      return { data: updated };
    },
  );
};
