/** GET /api/config: what any visitor's client needs before login (the laboratory's name). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../src/contract/publicConfig';
import { access } from '../auth/routeAccess';
import type { Config } from '../config/config';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'labName'> }> = async (
  app,
  { config },
) => {
  const body: PublicConfig = { labName: config.labName };
  app.get(
    '/api/config',
    { config: access('guest'), schema: { response: { 200: publicConfigSchema } } },
    async () => body,
  );
};
