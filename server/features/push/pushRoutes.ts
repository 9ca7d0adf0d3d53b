/**
 * `POST /api/push/subscriptions` (subscribe or renew this device), `PUT /api/push/subscriptions/{id}`
 * (other kinds or language), `DELETE /api/push/subscriptions/{id}` (a device from the list),
 * `POST /api/push/subscriptions/remove` (this device by its endpoint: push turned off, or sign-out).
 * Online writes, like the second factor's setup: a subscription exists only where the browser's
 * push service answered, so there is nothing to do offline. The owner only; another user's id is
 * not found. The devices learn of every change through the change feed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ENTITY_ID, PUSH_SUBSCRIPTIONS_PER_USER } from '../../../src/contract/constants';
import {
  PushValidation,
  pushRemoveSchema,
  pushSubscribeSchema,
  pushSubscriptionRecordSchema,
  pushUpdateSchema,
} from '../../../src/contract/push';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { devPagesEnabled } from '../../platform/config/devPages';
import type { FeatureRouteOptions } from '../../platform/feature/serverFeature';
import { HttpError, fieldError, notFound } from '../../platform/http/httpErrors';
import { isLoopbackHost } from '../../platform/net/clientAddress';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  countOtherSubscriptions,
  removeSubscriptions,
  subscribeDevice,
  toPushSubscriptionRecord,
  updateSubscription,
} from './pushSubscriptions';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ENTITY_ID) });
const recordResponse = z.object({ data: pushSubscriptionRecordSchema });

/**
 * The server POSTs to the endpoint: only https, so a subscription cannot aim the server at a plain
 * http service; the developer tools' loopback push service (web-push-testing) is the one exception.
 */
function isAllowedEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

export const pushRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  const { db, config } = context;
  const allowLoopbackHttp = devPagesEnabled(config);
  const checkEndpoint = (endpoint: string) => {
    if (!isAllowedEndpoint(endpoint, allowLoopbackHttp))
      throw fieldError('endpoint', PushValidation.endpoint);
  };

  app.post(
    '/api/push/subscriptions',
    { config: access('full'), schema: { body: pushSubscribeSchema, response: { 201: recordResponse } } },
    async (request, reply) => {
      if (!config.vapid) throw new HttpError(503, 'push.unavailable');
      const { user } = signedIn(request);
      checkEndpoint(request.body.endpoint);
      if (
        (await countOtherSubscriptions(db, user.id, request.body.endpoint)) >= PUSH_SUBSCRIPTIONS_PER_USER
      ) {
        throw new HttpError(409, 'push.tooManyDevices');
      }
      const language = request.body.language ?? user.language;
      const { result } = await writeWithChanges(
        db,
        (tx, emit) => subscribeDevice(tx, emit, user, { ...request.body, language }, context.now()),
        { request },
      );
      return reply.code(201).send({ data: toPushSubscriptionRecord(result) });
    },
  );

  app.put(
    '/api/push/subscriptions/:id',
    {
      config: access('full'),
      schema: { params: idParams, body: pushUpdateSchema, response: { 200: recordResponse } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { result } = await writeWithChanges(
        db,
        (tx, emit) => updateSubscription(tx, emit, user, request.params.id, request.body, context.now()),
        { request },
      );
      if (!result) throw notFound();
      return { data: toPushSubscriptionRecord(result) };
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    { config: access('full'), schema: { params: idParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { result: removed } = await writeWithChanges(
        db,
        (tx, emit) => removeSubscriptions(tx, emit, user, { id: request.params.id }),
        { request },
      );
      if (removed === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  // By endpoint: the device knows its own endpoint, not always the id (signing out before a pull).
  // Answers 204 also when nothing matched: the device's goal (no pushes) holds either way.
  app.post(
    '/api/push/subscriptions/remove',
    { config: access('full'), schema: { body: pushRemoveSchema } },
    async (request, reply) => {
      const { user } = signedIn(request);
      await writeWithChanges(
        db,
        (tx, emit) => removeSubscriptions(tx, emit, user, { endpoint: request.body.endpoint }),
        { request },
      );
      return reply.code(204).send();
    },
  );
};
