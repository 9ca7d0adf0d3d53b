/**
 * Report demands, spec §7 'Reports, interpretations, demands':
 *
 *   GET  /api/reports/demands?archived=       the caller's active list or archive, unread count in meta
 *   POST /api/reports/demands                 a doctor's question on their report (201)
 *   GET  /api/reports/demands/{id}/messages   the conversation
 *   POST /api/reports/demand-messages         a message (201)
 *   PUT  /api/reports/demand-messages/{uuid}  edit one's own message
 *   DELETE /api/reports/demand-messages/{id}  delete one's own message (204)
 *   PUT  /api/reports/demands/{id}/read       the caller has read the conversation (204)
 *   PUT  /api/reports/demands/{id}/archive    the doctor or the contact person archives it (204)
 *   POST /api/reports/demands/{id}/ticket     staff turn it into a ticket (201)
 *
 * All behind the gate 'list report demands'; which demand a caller reaches is
 * reportDemandAccess.ts ({id} is the id or the uuid; anything else not reachable is a 404). Every
 * write goes through writeWithChanges with the request, so the outbox's Idempotency-Key and the
 * sender's X-Socket-Id apply; the creating routes store their answer in their transaction, so a
 * replayed message is written once and answered the same.
 */
import { and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Permission } from '../../../src/contract/permissions';
import {
  createReportDemandMessageSchema,
  createReportDemandSchema,
  reportDemandListQuerySchema,
  reportDemandListResponseSchema,
  reportDemandMessageRecordSchema,
  reportDemandRecordSchema,
  reportDemandTicketSchema,
  updateReportDemandMessageSchema,
} from '../../../src/contract/reportDemands';
import { idOrUuidSchema } from '../../../src/contract/idOrUuid';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { forbidden, notFound } from '../../platform/http/httpErrors';
import { listLocation, pageOffset, paginate } from '../../platform/http/paginator';
import { seesAllReports } from '../reports';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { createTicketFromDemand } from './demandToTicket';
import { visibleDemand, visibleDemands, type DemandViewer } from './reportDemandAccess';
import { addMessage, deleteMessage, editMessage } from './reportDemandMessages';
import {
  archivedCondition,
  countDemands,
  hasUnreadFor,
  readDemandRecord,
  readDemandRecords,
} from './reportDemandRecords';
import { archiveDemand, createDemand, readDemand } from './reportDemandService';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const ACCESS = access('full', { gate: Permission.listReportDemands });
const idParams = z.object({ id: idOrUuidSchema });
const uuidParams = z.object({ uuid: z.uuid() });

const viewerOf = (request: FastifyRequest): DemandViewer => {
  const { user } = signedIn(request);
  return { id: user.id, uuid: user.uuid, permissions: user.permissions };
};

export const reportDemandRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/api/reports/demands',
    {
      config: ACCESS,
      schema: { querystring: reportDemandListQuerySchema, response: { 200: reportDemandListResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { archived, perPage } = request.query;
      const where = and(visibleDemands(viewer), archivedCondition(archived));
      const [data, total, unreadMessagesCount] = await Promise.all([
        readDemandRecords(db, viewer.id, where, { limit: perPage, offset: pageOffset(request.query) }),
        countDemands(db, where),
        countDemands(db, and(visibleDemands(viewer), archivedCondition(false), hasUnreadFor(viewer.id))),
      ]);
      return paginate(listLocation(request, context.config.appUrl), request.query, total, data, {
        unreadMessagesCount,
      });
    },
  );

  app.post(
    '/api/reports/demands',
    {
      config: ACCESS,
      schema: {
        body: createReportDemandSchema,
        response: { 201: z.object({ data: reportDemandRecordSchema }) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await createDemand(tx, emit, viewer, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/reports/demands/:id/messages',
    {
      config: ACCESS,
      schema: {
        params: idParams,
        response: { 200: z.object({ data: z.array(reportDemandMessageRecordSchema) }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const record = await readDemandRecord(db, viewer.id, visibleDemand(viewer, request.params.id));
      if (!record) throw notFound();
      return { data: record.messages };
    },
  );

  app.post(
    '/api/reports/demand-messages',
    {
      config: ACCESS,
      schema: {
        body: createReportDemandMessageSchema,
        response: { 201: z.object({ data: reportDemandMessageRecordSchema }) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await addMessage(tx, emit, viewer, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/api/reports/demand-messages/:uuid',
    {
      config: ACCESS,
      schema: {
        params: uuidParams,
        body: updateReportDemandMessageSchema,
        response: { 200: z.object({ data: reportDemandMessageRecordSchema }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const message = request.body.message;
          return { data: await editMessage(tx, emit, viewer, request.params.uuid, message, context.now()) };
        },
        { request },
      );
      return result;
    },
  );

  app.delete(
    '/api/reports/demand-messages/:id',
    { config: ACCESS, schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await writeWithChanges(db, (tx, emit) => deleteMessage(tx, emit, viewer, request.params.id), {
        request,
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/reports/demands/:id/read',
    { config: ACCESS, schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await writeWithChanges(
        db,
        (tx, emit) => readDemand(tx, emit, viewer, request.params.id, context.now()),
        {
          request,
        },
      );
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/reports/demands/:id/archive',
    { config: ACCESS, schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await writeWithChanges(
        db,
        (tx, emit) => archiveDemand(tx, emit, viewer, request.params.id, context.now()),
        { request },
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/reports/demands/:id/ticket',
    {
      config: ACCESS,
      schema: { params: idParams, response: { 201: z.object({ data: reportDemandTicketSchema }) } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (!seesAllReports(viewer)) throw forbidden();
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await createTicketFromDemand(tx, emit, context.mail, viewer, request.params.id, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );
};
