/**
 * The account details (spec §3 account form) and the interface language. A changed e-mail address
 * must be verified again (Fortify's behaviour): until then the guard sends the user to verify-email.
 * The language is also the language of the user's mails and server messages; only administrators
 * may set it for someone else.
 */
import { eq } from 'drizzle-orm';
import { storeUserLanguage } from '../../platform/auth/userLanguage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../src/contract/constants';
import { profileInformationSchema, updateLanguageSchema } from '../../../src/contract/auth';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { hasFullAccess, isAdmin } from '../../platform/auth/accessLevels';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { authUserResponseSchema } from '../login';
import { toAuthUser } from '../../platform/auth/authUserPresenter';
import { assertEmailFree, refusingTakenEmail } from '../../platform/auth/uniqueEmail';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { users } from '../../platform/db/schema';
import { mailVerificationLink } from '../onboarding';
import { forbidden, notFound, unauthenticated } from '../../platform/http/httpErrors';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';

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
      const now = context.now();
      const { result } = await refusingTakenEmail(() =>
        writeWithChanges(
          db,
          async (tx, emit) => {
            await assertEmailFree(tx, input.email, user.id);
            const [updated] = await tx
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
                // The link to the new address is mailed once this commits.
                ...(emailChanged ? { emailVerifiedAt: null, emailVerificationNotificationSentAt: now } : {}),
              })
              .where(eq(users.id, user.id))
              .returning();
            const reloaded = await loadAuthenticatedUser(tx, user.id);
            if (!updated || !reloaded) throw unauthenticated();
            if (emailChanged) await mailVerificationLink(context, tx, updated, now);
            emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
            const body = { data: toAuthUser(reloaded, session) };
            await request.idempotency?.record(tx, 200, body);
            return { body, updated };
          },
          { request },
        ),
      );
      return result.body;
    },
  );

  app.put(
    '/api/users/:id/update-language',
    {
      // The wizard may switch languages before two-factor is set up; a pending login may not.
      config: access('onboarding'),
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
      const updated = await storeUserLanguage(db, condition, request.body.language);
      if (!updated) throw notFound();
      return { data: updated };
    },
  );
};
