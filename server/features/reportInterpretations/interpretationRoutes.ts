/**
 * Report interpretations, spec §7 'Reports, interpretations, demands':
 *
 *   GET    /api/finding-interpretations            the caller's (doctor: own; staff: all), newest first
 *   POST   /api/finding-interpretations            staff record a request on a doctor's behalf (201)
 *   POST   /api/finding-interpretations/request    the doctor requests one for their report (201)
 *   GET    /api/finding-interpretations/{id}       one ({id}: id or uuid)
 *   PUT    /api/finding-interpretations/{id}       staff: mark read, done or cancelled
 *   DELETE /api/finding-interpretations/{id}       the doctor withdraws it, or staff remove it (204)
 *   GET    /api/events/finding-interpretations     staff: the pending ones
 *
 * Gate 'list report interpretations'; staff are the holders of 'upload reports' (as for
 * reports); a doctor reaching another's request gets 404. Writes go through writeWithChanges with
 * the request; the creating routes store their answer in their transaction (Idempotency-Key).
 */
import { and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Permission } from '../../../src/contract/permissions';
import { idOrUuidSchema } from '../../../src/contract/idOrUuid';
import {
  interpretationListQuerySchema,
  interpretationListResponseSchema,
  reportInterpretationRecordSchema,
  requestInterpretationSchema,
  updateInterpretationSchema,
  type RequestInterpretationInput,
} from '../../../src/contract/reportInterpretations';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { forbidden, notFound } from '../../platform/http/httpErrors';
import { listLocation, pageOffset, paginate } from '../../platform/http/paginator';
import { seesAllReports } from '../reports';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  countInterpretations,
  interpretationKey,
  pendingInterpretations,
  readInterpretation,
  readInterpretations,
  visibleInterpretations,
  type InterpretationViewer,
} from './interpretationRecords';
import { deleteInterpretation, requestInterpretation, updateInterpretation } from './interpretationService';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const ACCESS = access('full', { gate: Permission.listReportInterpretations });
const idParams = z.object({ id: idOrUuidSchema });
/** Pending requests are a working queue, short by nature; the bound only guards the answer's size. */
const PENDING_LIST_LIMIT = 500;
const one = z.object({ data: reportInterpretationRecordSchema });

const viewerOf = (request: FastifyRequest): InterpretationViewer => {
  const { user } = signedIn(request);
  return { id: user.id, uuid: user.uuid, permissions: user.permissions };
};

const staffOnly = (request: FastifyRequest): InterpretationViewer => {
  const viewer = viewerOf(request);
  if (!seesAllReports(viewer)) throw forbidden();
  return viewer;
};

export const interpretationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/api/finding-interpretations',
    {
      config: ACCESS,
      schema: {
        querystring: interpretationListQuerySchema,
        response: { 200: interpretationListResponseSchema },
      },
    },
    async (request) => {
      const visible = visibleInterpretations(viewerOf(request));
      const { pending, perPage } = request.query;
      const where = and(visible, pending ? pendingInterpretations : undefined);
      const [data, total, pendingCount] = await Promise.all([
        readInterpretations(db, where, { limit: perPage, offset: pageOffset(request.query) }),
        countInterpretations(db, where),
        countInterpretations(db, and(visible, pendingInterpretations)),
      ]);
      return paginate(listLocation(request, context.config.appUrl), request.query, total, data, {
        pending: pendingCount,
      });
    },
  );

  const create =
    (onBehalf: boolean) =>
    async (request: FastifyRequest, input: RequestInterpretationInput, viewer: InterpretationViewer) => {
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await requestInterpretation(tx, emit, viewer, input, {
          now: context.now(),
          onBehalf,
        }),
      }));
      return result;
    };
  const createSchema = { body: requestInterpretationSchema, response: { 201: one } };

  app.post('/api/finding-interpretations', { config: ACCESS, schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await create(true)(request, request.body, staffOnly(request))),
  );

  app.post(
    '/api/finding-interpretations/request',
    { config: ACCESS, schema: createSchema },
    async (request, reply) =>
      reply.code(201).send(await create(false)(request, request.body, viewerOf(request))),
  );

  app.get(
    '/api/finding-interpretations/:id',
    { config: ACCESS, schema: { params: idParams, response: { 200: one } } },
    async (request) => {
      const viewer = viewerOf(request);
      const record = await readInterpretation(
        db,
        and(interpretationKey(request.params.id), visibleInterpretations(viewer)),
      );
      if (!record) throw notFound();
      return { data: record };
    },
  );

  app.put(
    '/api/finding-interpretations/:id',
    {
      config: ACCESS,
      schema: { params: idParams, body: updateInterpretationSchema, response: { 200: one } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const data = await updateInterpretation(tx, emit, viewer, request.params.id, request.body, {
            now: context.now(),
            staff: seesAllReports(viewer),
          });
          return { data };
        },
        { request },
      );
      return result;
    },
  );

  app.delete(
    '/api/finding-interpretations/:id',
    { config: ACCESS, schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await writeWithChanges(db, (tx, emit) => deleteInterpretation(tx, emit, viewer, request.params.id), {
        request,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/events/finding-interpretations',
    {
      config: ACCESS,
      schema: { response: { 200: z.object({ data: z.array(reportInterpretationRecordSchema) }) } },
    },
    async (request) => {
      staffOnly(request);
      const data = await readInterpretations(db, pendingInterpretations, { limit: PENDING_LIST_LIMIT });
      return { data };
    },
  );
};
