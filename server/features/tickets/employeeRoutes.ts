/**
 * `GET /api/users/employees` (spec §7): the laboratory staff a ticket can be addressed or forwarded
 * to (ticketPeople.ts). Behind 'list tickets': every ticket user needs the list for the recipient
 * field. Issue 14's users feature may take this route over.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '../../../src/contract/permissions';
import { employeeListSchema } from '../../../src/contract/tickets';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { listEmployees } from './ticketPeople';

export const employeeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/users/employees',
    {
      config: access('full', { gate: Permission.listTickets }),
      schema: { response: { 200: employeeListSchema } },
    },
    async () => ({ data: await listEmployees(context.db) }),
  );
};
