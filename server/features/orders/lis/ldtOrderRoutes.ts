/**
 * `GET /api/ldt/orders?since=<ISO date-time>` (issue 28; token ability `orders:read`): the orders
 * created or changed since then as one LDT 3 P-Datenpaket (ldtOrders.ts), oldest change first, at
 * most LIS_LDT_ORDERS_MAX of them; when more follow, the `Link` header names the next file
 * (`rel="next"`, the same `since` and a `cursor`). Without `since`, from the first order on.
 *
 * Changes are found by `updated_at`, the time of the writing transaction: a LIS that asks again
 * with the time of its last call should overlap it by a minute, since a
 * write that began before that call may commit after it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import { LIS_LDT_ORDERS_MAX } from '../../../../src/contract/constants';
import { access } from '../../../platform/auth/routeAccess';
import type { FeatureRouteOptions } from '../../../platform/feature/serverFeature';
import { HttpError } from '../../../platform/http/httpErrors';
import { loincLookup, materialNameDe } from './lisCatalogue';
import { ldtOrdersFile } from './ldtOrders';
import { decodeLisCursor, encodeLisCursor, lisOrderPage } from './lisOrderPages';

const querySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().max(40).optional(),
});

export const ldtOrderRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  app.get(
    '/api/ldt/orders',
    { config: access('machine', { ability: TokenAbility.ordersRead }), schema: { querystring: querySchema } },
    async (request, reply) => {
      const { since, cursor } = request.query;
      const after = cursor === undefined ? null : decodeLisCursor(cursor);
      if (cursor !== undefined && !after) throw new HttpError(422, 'orders.lis.badCursor');
      const page = await lisOrderPage(context.db, {
        updated: since ? [{ comparator: 'ge', at: new Date(since) }] : [],
        after,
        limit: LIS_LDT_ORDERS_MAX,
      });
      const loincOf = await loincLookup(context.db, page.records);
      const now = context.now();
      if (page.next) {
        const next = new URLSearchParams({
          ...(since ? { since } : {}),
          cursor: encodeLisCursor(page.next),
        });
        reply.header('Link', `<${context.config.appUrl}/api/ldt/orders?${next}>; rel="next"`);
      }
      return reply
        .header('Content-Type', 'application/x-ldt; charset=iso-8859-15')
        .header(
          'Content-Disposition',
          `attachment; filename="auftraege-${now.toISOString().slice(0, 19).replace(/\D/g, '')}.ldt"`,
        )
        .send(
          ldtOrdersFile({
            records: page.records,
            now,
            materialName: materialNameDe,
            loincOf,
          }),
        );
    },
  );
};
