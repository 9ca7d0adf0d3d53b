/**
 * `GET/POST /api/newsletter/recipients`, `GET/DELETE /api/newsletter/recipients/{id}`: step 4 of
 * the first-run wizard and the account page. 201 subscribed, 409 already subscribed (spec §8).
 * Issue 26 (double opt-in): the user's own verified address is subscribed at once; any other address
 * is subscribed pending, and its owner gets a mail with a single-use link to
 * `POST /api/newsletter/confirmations`. The 409 speaks only of the user's own subscriptions, so the
 * answer for someone else's address is the same whether or not it is on a list already.
 * The client's outbox replays subscribing and unsubscribing: both store their response for the
 * Idempotency-Key in their write transaction, with the change rows.
 */
import { MAX_ENTITY_ID } from '../../../src/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameEmail } from '../../../src/contract/emailAddress';
import {
  newsletterConfirmationSchema,
  newsletterConfirmedSchema,
  newsletterRecipientRecordSchema,
  newsletterRecipientSchema,
} from '../../../src/contract/newsletter';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { isAdmin } from '../../platform/auth/accessLevels';
import type { AuthenticatedUser } from '../../platform/auth/authTypes';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { HttpError, notFound } from '../../platform/http/httpErrors';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { requestLocale } from '../../platform/i18n/requestLocale';
import { translate } from '../../platform/i18n/translate';
import { newsletterConfirmationMail } from './newsletterConfirmationMail';
import {
  confirmSubscription,
  findRecipient,
  listRecipients,
  subscribe,
  unsubscribe,
  type Viewer,
} from './newsletterRecipients';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ENTITY_ID) });
const viewerOf = (user: AuthenticatedUser): Viewer => ({ id: user.id, admin: isAdmin(user) });

export const newsletterRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/newsletter/recipients',
    {
      config: access('onboarding'),
      schema: { response: { 200: z.object({ data: z.array(newsletterRecipientRecordSchema) }) } },
    },
    async (request) => ({ data: await listRecipients(db, viewerOf(signedIn(request).user)) }),
  );

  app.post(
    '/api/newsletter/recipients',
    {
      config: access('onboarding'),
      schema: {
        body: newsletterRecipientSchema,
        response: { 201: z.object({ data: newsletterRecipientRecordSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const ownAddress = user.emailVerifiedAt !== null && sameEmail(user.email, request.body.email);
      const token = ownAddress ? null : randomToken();
      const body = await writeCreated(db, request, async (tx, emit) => {
        const created = await subscribe(tx, user.id, request.body, context.now(), token && sha256Hex(token));
        if (!created) throw new HttpError(409, 'newsletter.alreadySubscribed');
        emit(SyncEntity.newsletterRecipient, created.id, [userScope(user.uuid)]);
        emit(SyncEntity.doctor, user.id, DOCTOR_SCOPES);
        // A replayed request (same Idempotency-Key) gets its stored answer before this: one mail.
        if (token) {
          await context.mail.queue(tx, newsletterConfirmationMail, {
            subscription: request.body,
            token,
            subscriberLanguage: user.language,
          });
        }
        return { data: created };
      });
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/api/newsletter/confirmations',
    {
      config: access('guest'),
      schema: { body: newsletterConfirmationSchema, response: { 200: newsletterConfirmedSchema } },
    },
    async (request) => {
      const { result: confirmed } = await writeWithChanges(db, async (tx, emit) => {
        const done = await confirmSubscription(tx, sha256Hex(request.body.token), context.now());
        if (done) {
          emit(SyncEntity.newsletterRecipient, done.id, [userScope(done.owner.uuid)]);
          emit(SyncEntity.doctor, done.owner.id, DOCTOR_SCOPES);
        }
        return done;
      });
      if (!confirmed) throw new HttpError(410, 'newsletter.confirmationInvalid');
      return { message: translate(requestLocale(request), 'newsletter.confirmed') };
    },
  );

  app.get(
    '/api/newsletter/recipients/:id',
    {
      config: access('onboarding'),
      schema: { params: idParams, response: { 200: z.object({ data: newsletterRecipientRecordSchema }) } },
    },
    async (request) => {
      const recipient = await findRecipient(db, viewerOf(signedIn(request).user), request.params.id);
      if (!recipient) throw notFound();
      return { data: recipient };
    },
  );

  app.delete(
    '/api/newsletter/recipients/:id',
    { config: access('onboarding'), schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(signedIn(request).user);
      const { id } = request.params;
      await writeWithChanges(
        db,
        async (tx, emit) => {
          const owner = await unsubscribe(tx, viewer, id);
          if (!owner) throw notFound();
          emit.del(SyncEntity.newsletterRecipient, id, [userScope(owner.uuid)]);
          // A doctor's row shows their lists to the administration (another user's account pages).
          emit(SyncEntity.doctor, owner.id, DOCTOR_SCOPES);
          await request.idempotency?.record(tx, 204);
        },
        { request },
      );
      return reply.code(204).send();
    },
  );
};
