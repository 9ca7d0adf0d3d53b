/**
 * Tickets, spec §7 'Tickets':
 *
 *   GET    /api/tickets?status=&page=&perPage=&sortBy=   the caller's list, meta.counts for the sidebar
 *   POST   /api/tickets                                  open a ticket (201; the client may send `uuid`)
 *   POST   /api/tickets/recent                           the dashboard's: open, last changed first
 *   POST   /api/tickets/read                             mark tickets read (204)
 *   GET    /api/tickets/{id}                             one ticket with its thread ({id}: id or uuid)
 *   PUT    /api/tickets/{id}                             edit, accept, forward, close, reopen (ticketUpdate.ts)
 *   DELETE /api/tickets/{id}                             staff delete (204)
 *   POST   /api/tickets/{id}/answer                      answer (201; the client may send `uuid`)
 *   POST   /api/tickets/{id}/answer/read                 the caller has read the answers (204)
 *   PUT    /api/tickets/{id}/answer/{comment}            edit one's answer ({comment}: id or uuid)
 *   DELETE /api/tickets/{id}/answer/{comment}            delete one's answer (204)
 *
 * All behind the gate 'list tickets'; which ticket a caller reaches is ticketAccess.ts (anything
 * else is a 404). Every write goes through writeWithChanges with the request, so the outbox's
 * Idempotency-Key and the sender's X-Socket-Id apply; the creating routes store their answer in
 * their transaction, so a replayed ticket or answer is written once and answered the same. The
 * lookups and the employees are ticketLookupRoutes.ts and employeeRoutes.ts; the doctors staff
 * write to, doctorRecipientRoutes.ts.
 */
import { and, ne, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TICKET_RECENT_LIMIT } from '../../../src/contract/constants';
import { idOrUuidSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import {
  createTicketAnswerSchema,
  createTicketSchema,
  readTicketsSchema,
  recentTicketsSchema,
  ticketAnswerRecordSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketRecordSchema,
  TicketStatusId,
  updateTicketAnswerSchema,
  updateTicketSchema,
  type TicketListFilter,
} from '../../../src/contract/tickets';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { tickets } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';
import { listLocation, pageOffset, paginate } from '../../platform/http/paginator';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { visibleTicket, visibleTickets } from './ticketAccess';
import { addAnswer, deleteAnswer, editAnswer } from './ticketAnswers';
import { countTickets, readTicketRecord, readTicketRecords } from './ticketRecords';
import { createTicket, deleteTicket, readTickets, type TicketCaller } from './ticketService';
import { updateTicket } from './ticketUpdate';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const ACCESS = access('full', { gate: Permission.listTickets });
const idParams = z.object({ id: idOrUuidSchema });
const answerParams = z.object({ id: idOrUuidSchema, comment: idOrUuidSchema });

const callerOf = (request: FastifyRequest): TicketCaller => {
  const { user } = signedIn(request);
  return {
    id: user.id,
    uuid: user.uuid,
    permissions: user.permissions,
    titel: user.titel,
    vorname: user.vorname,
    nachname: user.nachname,
  };
};

/** The list filters of spec §2: open is every state but closed (status 4). */
export const FILTER_CONDITION: Record<TicketListFilter, SQL | undefined> = {
  open: ne(tickets.statusId, TicketStatusId.closed),
  finished: eq(tickets.statusId, TicketStatusId.closed),
  all: undefined,
};

export const ticketRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/tickets',
    {
      config: ACCESS,
      schema: { querystring: ticketListQuerySchema, response: { 200: ticketListResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { status, sortBy, perPage } = request.query;
      const visible = visibleTickets(caller);
      const [data, total, open, finished] = await Promise.all([
        readTicketRecords(db, caller.id, and(visible, FILTER_CONDITION[status]), {
          limit: perPage,
          offset: pageOffset(request.query),
          order: sortBy === 'updated_at' ? 'updated' : 'newest',
        }),
        countTickets(db, and(visible, FILTER_CONDITION[status])),
        countTickets(db, and(visible, FILTER_CONDITION.open)),
        countTickets(db, and(visible, FILTER_CONDITION.finished)),
      ]);
      return paginate(listLocation(request, context.config.appUrl), request.query, total, data, {
        counts: { open, finished, all: open + finished },
      });
    },
  );

  app.post(
    '/api/tickets',
    {
      config: ACCESS,
      schema: { body: createTicketSchema, response: { 201: z.object({ data: ticketRecordSchema }) } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await createTicket(tx, emit, context.mail, caller, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/tickets/recent',
    { config: ACCESS, schema: { response: { 200: recentTicketsSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const data = await readTicketRecords(
        db,
        caller.id,
        and(visibleTickets(caller), FILTER_CONDITION.open),
        {
          limit: TICKET_RECENT_LIMIT,
          order: 'updated',
        },
      );
      return { data };
    },
  );

  app.post(
    '/api/tickets/read',
    { config: ACCESS, schema: { body: readTicketsSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      await writeWithChanges(
        db,
        (tx, emit) => readTickets(tx, emit, caller, request.body.tickets, context.now()),
        {
          request,
        },
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      config: ACCESS,
      schema: { params: idParams, response: { 200: z.object({ data: ticketRecordSchema }) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const record = await readTicketRecord(db, caller.id, visibleTicket(caller, request.params.id));
      if (!record) throw notFound();
      return { data: record };
    },
  );

  app.put(
    '/api/tickets/:id',
    {
      config: ACCESS,
      schema: {
        params: idParams,
        body: updateTicketSchema,
        response: { 200: z.object({ data: ticketRecordSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const body = {
            data: await updateTicket(
              tx,
              emit,
              context.mail,
              caller,
              request.params.id,
              request.body,
              context.now(),
            ),
          };
          await request.idempotency?.record(tx, 200, body);
          return body;
        },
        { request },
      );
      return result;
    },
  );

  app.delete('/api/tickets/:id', { config: ACCESS, schema: { params: idParams } }, async (request, reply) => {
    const caller = callerOf(request);
    await writeWithChanges(db, (tx, emit) => deleteTicket(tx, emit, caller, request.params.id), { request });
    return reply.code(204).send();
  });

  app.post(
    '/api/tickets/:id/answer',
    {
      config: ACCESS,
      schema: {
        params: idParams,
        body: createTicketAnswerSchema,
        response: { 201: z.object({ data: ticketAnswerRecordSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await addAnswer(tx, emit, caller, request.params.id, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/tickets/:id/answer/read',
    { config: ACCESS, schema: { params: idParams } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { result: found } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const [ticket] = await tx
            .select({ id: tickets.id })
            .from(tickets)
            .where(visibleTicket(caller, request.params.id));
          if (!ticket) return false;
          await readTickets(tx, emit, caller, [ticket.id], context.now());
          return true;
        },
        { request },
      );
      if (!found) throw notFound();
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/tickets/:id/answer/:comment',
    {
      config: ACCESS,
      schema: {
        params: answerParams,
        body: updateTicketAnswerSchema,
        response: { 200: z.object({ data: ticketAnswerRecordSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, comment } = request.params;
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => ({
          data: await editAnswer(tx, emit, caller, id, comment, request.body.content, context.now()),
        }),
        { request },
      );
      return result;
    },
  );

  app.delete(
    '/api/tickets/:id/answer/:comment',
    { config: ACCESS, schema: { params: answerParams } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id, comment } = request.params;
      await writeWithChanges(db, (tx, emit) => deleteAnswer(tx, emit, caller, id, comment, context.now()), {
        request,
      });
      return reply.code(204).send();
    },
  );
};
