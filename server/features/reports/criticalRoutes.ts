/**
 * `PUT /api/befunde/{id}/acknowledge` {version} (issue 17, not in the spec): the report's doctor has
 * taken note of its critical value ('zur Kenntnis genommen'). What the outbox replays when the
 * doctor confirmed the dialog, online or offline; 204, also for a repeat.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeCriticalSchema } from '../../../src/contract/criticalResults';
import { Permission } from '../../../src/contract/permissions';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { notFound } from '../../platform/http/httpErrors';
import { findVisibleReport, reportIdParams } from './reportLookup';
import { acknowledgeCritical } from './acknowledgeCritical';

export const criticalRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.put(
    '/api/befunde/:id/acknowledge',
    {
      config: access('full', { gate: Permission.listReports }),
      schema: { params: reportIdParams, body: acknowledgeCriticalSchema },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const found = await findVisibleReport(
        context.db,
        { id: user.id, permissions: user.permissions },
        request.params.id,
      );
      if (!found) throw notFound();
      await acknowledgeCritical(context, found, user, request.body.version, { request });
      return reply.code(204).send();
    },
  );
};
