/** GET /healthz for load balancers and orchestrators: up means the database answers too. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ANY_HOST } from '../http/hostCheck';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'> }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    // Any Host: load balancers and orchestrators ask an instance by its address (http/hostCheck.ts).
    { logLevel: 'warn', config: ANY_HOST, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
};
