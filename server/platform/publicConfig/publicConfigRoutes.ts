/**
 * GET /api/config: what any visitor's client needs before login (the laboratory's name, the
 * socket). The name comes from the settings (issue 14) on every call: a renamed laboratory shows
 * its new name at the next page load.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicConfigSchema,
  type PublicConfig,
  type PusherClientConfig,
} from '../../../src/contract/publicConfig';
import { access } from '../auth/routeAccess';
import type { Config } from '../config/config';
import type { AppDb } from '../db/database';
import { readLabSettings } from '../labSettings/labSettings';

export const publicConfigRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'labName' | 'translateUrl' | 'vapid'>;
  db: AppDb;
  pusher?: PusherClientConfig;
}> = async (app, { config, db, pusher }) => {
  app.get(
    '/api/config',
    { config: access('guest'), schema: { response: { 200: publicConfigSchema } } },
    async (): Promise<PublicConfig> => {
      const { labName } = await readLabSettings(db, config);
      return {
        labName,
        ...(pusher ? { pusher } : {}),
        translate: config.translateUrl !== undefined,
        ...(config.vapid ? { vapidPublicKey: config.vapid.publicKey } : {}),
      };
    },
  );
};
