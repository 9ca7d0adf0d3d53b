/**
 * What order entry needs on the device besides the catalogue (issue 28), gate 'create orders',
 * doctors only:
 *
 *   POST   /api/orders/number-blocks    a new block of order numbers for `device_id` (201; 409 when
 *                                       the device holds ORDER_NUMBER_BLOCKS_PER_DEVICE unused ones)
 *   POST   /api/orders/favourites       a favourite analysis or profile of the practice (201)
 *   DELETE /api/orders/favourites/{id}  removes one of the practice's favourites (204)
 *
 * The answers reach the devices through the feed as well (`orderNumberBlock`, `orderFavourite`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import {
  orderFavouriteInputSchema,
  orderFavouriteRecordSchema,
  orderNumberBlockInputSchema,
  orderNumberBlockResponseSchema,
} from '../../../src/contract/orders';
import { Permission } from '../../../src/contract/permissions';
import { access } from '../../platform/auth/routeAccess';
import type { FeatureRouteOptions } from '../../platform/feature/serverFeature';
import { writeCreated } from '../../platform/idempotency/writeCreated';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { addFavourite, removeFavourite } from './orderFavourites';
import { leaseNumberBlock } from './orderNumberBlocks';
import { orderingDoctor } from './orderCallers';

const CREATE = access('full', { gate: Permission.createOrders });

export const orderEntryRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/api/orders/number-blocks',
    {
      config: CREATE,
      schema: { body: orderNumberBlockInputSchema, response: { 201: orderNumberBlockResponseSchema } },
    },
    async (request, reply) => {
      const doctor = orderingDoctor(request);
      const body = await writeCreated(db, request, async (tx, emit) => ({
        data: await leaseNumberBlock(tx, emit, doctor, request.body.device_id, context.now()),
      }));
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/api/orders/favourites',
    {
      config: CREATE,
      schema: {
        body: orderFavouriteInputSchema,
        response: { 201: z.object({ data: orderFavouriteRecordSchema }) },
      },
    },
    async (request, reply) => {
      const doctor = orderingDoctor(request);
      const body = await writeCreated(db, request, async (tx, emit) => ({
        data: await addFavourite(tx, emit, doctor.id, request.body, context.now()),
      }));
      return reply.code(201).send(body);
    },
  );

  app.delete(
    '/api/orders/favourites/:id',
    { config: CREATE, schema: { params: z.object({ id: z.coerce.number().pipe(entityIdSchema) }) } },
    async (request, reply) => {
      const doctor = orderingDoctor(request);
      await writeWithChanges(
        db,
        async (tx, emit) => {
          await removeFavourite(tx, emit, doctor.id, request.params.id);
          await request.idempotency?.record(tx, 204);
        },
        { request },
      );
      return reply.code(204).send();
    },
  );
};
