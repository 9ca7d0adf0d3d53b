/**
 * `GET /api/tickets/recipients/doctors?search=&page=&perPage=` (issue 26): the active doctors a
 * member of the laboratory staff may open a ticket to, found by name, practice or e-mail, in the
 * list envelope. Ticket staff only (src/contract/ticketRules.ts): doctors address the staff of
 * `GET /api/users/employees`. Staff who hold 'list doctors' search their mirror and call this only
 * when it holds no doctors.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '../../../src/contract/permissions';
import { isTicketStaff } from '../../../src/contract/ticketRules';
import {
  doctorRecipientListSchema,
  doctorRecipientQuerySchema,
} from '../../../src/contract/ticketRecipients';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { forbidden } from '../../platform/http/httpErrors';
import { listLocation, paginate } from '../../platform/http/paginator';
import { searchDoctorRecipients } from './doctorRecipients';

export const doctorRecipientRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/tickets/recipients/doctors',
    {
      config: access('full', { gate: Permission.listTickets }),
      schema: { querystring: doctorRecipientQuerySchema, response: { 200: doctorRecipientListSchema } },
    },
    async (request) => {
      if (!isTicketStaff(signedIn(request).user.permissions)) throw forbidden();
      const { rows, total } = await searchDoctorRecipients(context.db, request.query);
      return paginate(listLocation(request, context.config.appUrl), request.query, total, rows);
    },
  );
};
