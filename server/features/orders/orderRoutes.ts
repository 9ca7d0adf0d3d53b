/**
 * Orders through the API (issue 28):
 *
 *   POST /api/orders              a doctor's new order, as her outbox sends it (201; 'create orders')
 *   GET  /api/orders              the caller's orders, newest first, paged (doctors: their practices'
 *                                 and their own; 'list orders': all)
 *   GET  /api/orders/counts       staff dashboard: today's new orders and all open ones ('list orders')
 *   GET  /api/orders/{id}         one order by id or uuid; 404 for one the caller may not see
 *   POST /api/orders/{id}/cancel  the doctor cancels until the lab has started it (409 later)
 *
 * Writes store their answer with the Idempotency-Key in their own transaction, so the outbox's
 * repeat has its effect once. The laboratory system's routes are in ./lis.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import { idOrUuidSchema } from '../../../src/contract/idOrUuid';
import {
  orderCancelSchema,
  orderCountsSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '../../../src/contract/orders';
import { Permission } from '../../../src/contract/permissions';
import { access } from '../../platform/auth/routeAccess';
import type { FeatureRouteOptions } from '../../platform/feature/serverFeature';
import { notFound } from '../../platform/http/httpErrors';
import { listLocation } from '../../platform/http/paginator';
import { writeCreated } from '../../platform/idempotency/writeCreated';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { orderKey, visibleOrders } from './orderAccess';
import { orderingDoctor, orderViewer } from './orderCallers';
import { cancelOrder } from './orderCancel';
import { createOrder } from './orderCreation';
import { countOrders, listOrders } from './orderList';
import { readOrderRecords } from './orderRecords';

const CREATE = access('full', { gate: Permission.createOrders });
const idParams = z.object({ id: idOrUuidSchema });

export const orderRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/api/orders',
    { config: CREATE, schema: { body: orderInputSchema, response: { 201: orderResponseSchema } } },
    async (request, reply) => {
      const doctor = orderingDoctor(request);
      const body = await writeCreated(db, request, async (tx, emit) => ({
        data: await createOrder(tx, emit, doctor, request.body, context.now()),
      }));
      return reply.code(201).send(body);
    },
  );

  app.get(
    '/api/orders',
    {
      config: access('full'),
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } },
    },
    async (request) =>
      listOrders(db, listLocation(request, context.config.appUrl), orderViewer(request), request.query),
  );

  app.get(
    '/api/orders/counts',
    {
      config: access('full', { gate: Permission.listOrders }),
      schema: { response: { 200: orderCountsSchema } },
    },
    async () => ({ data: await countOrders(db, context.now()) }),
  );

  app.get(
    '/api/orders/:id',
    { config: access('full'), schema: { params: idParams, response: { 200: orderResponseSchema } } },
    async (request) => {
      const viewer = orderViewer(request);
      const [record] = await readOrderRecords(db, and(orderKey(request.params.id), visibleOrders(viewer)));
      if (!record) throw notFound();
      return { data: record };
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: CREATE,
      schema: { params: idParams, body: orderCancelSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const doctor = orderingDoctor(request);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const body = {
            data: await cancelOrder(tx, emit, doctor.id, request.params.id, request.body.note, context.now()),
          };
          await request.idempotency?.record(tx, 200, body);
          return body;
        },
        { request },
      );
      return result;
    },
  );
};
