/**
 * The laboratory system's small status endpoint (issue 28), with a personal access token holding
 * `orders:status`:
 *
 *   POST /api/lis/orders/{number}/receipt   the LIS has the order: Neu → RW Auftrag erfassen,
 *                                           received_at set; again (or later): 200, unchanged
 *   POST /api/lis/orders/{number}/status    `lisOrderStatusInputSchema`: the next status
 *
 * 200 `lisOrderStateSchema`; 404 an unknown number, 409 a step the list does not allow (backwards,
 * out of erledigt or storniert), 422 a bad body: nothing changed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import {
  lisOrderStateSchema,
  lisOrderStatusInputSchema,
  ORDER_NUMBER_PATTERN,
  OrderValidation,
} from '../../../../src/contract/orders';
import { machineCaller } from '../../../platform/auth/machineAuth';
import { access } from '../../../platform/auth/routeAccess';
import type { FeatureRouteOptions } from '../../../platform/feature/serverFeature';
import { moveOrderForLis } from './lisOrderMoves';

const STATUS = { ...access('machine', { ability: TokenAbility.ordersStatus }), csrf: false };
const numberParams = z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, OrderValidation.number) });

export const lisStatusRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  app.post(
    '/api/lis/orders/:number/receipt',
    { config: STATUS, schema: { params: numberParams, response: { 200: lisOrderStateSchema } } },
    async (request) => ({
      data: await moveOrderForLis(
        context,
        { number: request.params.number },
        { to: 'receipt' },
        machineCaller(request).name,
        { request },
      ),
    }),
  );

  app.post(
    '/api/lis/orders/:number/status',
    {
      config: STATUS,
      schema: {
        params: numberParams,
        body: lisOrderStatusInputSchema,
        response: { 200: lisOrderStateSchema },
      },
    },
    async (request) => {
      const { status, note, at } = request.body;
      return {
        data: await moveOrderForLis(
          context,
          { number: request.params.number },
          { to: status, note, ...(at ? { at: new Date(at) } : {}) },
          machineCaller(request).name,
          { request },
        ),
      };
    },
  );
};
