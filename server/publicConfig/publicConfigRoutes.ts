/** GET /api/config: what any visitor's client needs before login (the laboratory's name, the socket). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicConfigSchema,
  type PublicConfig,
  type PusherClientConfig,
} from '../../src/contract/publicConfig';
import { access } from '../auth/routeAccess';
import type { Config } from '../config/config';

export const publicConfigRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'labName'>;
  pusher?: PusherClientConfig;
}> = async (app, { config, pusher }) => {
  const body: PublicConfig = { labName: config.labName, ...(pusher ? { pusher } : {}) };
  app.get(
    '/api/config',
    { config: access('guest'), schema: { response: { 200: publicConfigSchema } } },
    async () => body,
  );
};
