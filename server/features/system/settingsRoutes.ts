/**
 * The laboratory's settings (issue 14), for admins ('access system settings'):
 *
 *   GET /api/settings   every setting's effective value, and the staff a contact person may be
 *   PUT /api/settings   change some (422 with field messages); effective with the next request
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '../../../src/contract/permissions';
import { labSettingsInputSchema, labSettingsResponseSchema } from '../../../src/contract/settings';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { contactCandidates, readLabSettings, writeLabSettings } from '../../platform/labSettings/labSettings';

const SETTINGS = access('full', { gate: Permission.accessSystemSettings });

export const settingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config } = context;
  const answer = async () => ({
    data: await readLabSettings(db, config),
    meta: {
      contactCandidates: (await contactCandidates(db)).map(({ uuid, name }) => ({ uuid, name })),
    },
  });

  app.get(
    '/api/settings',
    { config: SETTINGS, schema: { response: { 200: labSettingsResponseSchema } } },
    answer,
  );

  app.put(
    '/api/settings',
    {
      config: SETTINGS,
      schema: { body: labSettingsInputSchema, response: { 200: labSettingsResponseSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      await db.transaction((tx) => writeLabSettings(tx, request.body, user.id));
      return answer();
    },
  );
};
