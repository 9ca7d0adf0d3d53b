/**
 * `GET /api/praxen` and `/api/praxen/{id}` (spec §7) with BSNR and doctors, active or inactive;
 * creating and editing offices (not named in §7; the pages of §2 need them) behind the gates
 * 'create offices' and 'edit offices' of spec §6. `{id}` is an id or a uuid.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  officeIdParams,
  officeInputSchema,
  officeListQuerySchema,
  officeListResponseSchema,
  officeResponseSchema,
} from '../../../src/contract/offices';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { OFFICE_GATES } from '../../../src/contract/officeRules';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { offices } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';
import { listLocation } from '../../platform/http/paginator';
import { saveOffice } from './officeChanges';
import { listOffices, toOfficeRecords } from './officeRecords';

export const officeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  const officeOf = async (key: IdOrUuid) => {
    const [office] = await db.select().from(offices).where(idOrUuidCondition(offices, key));
    if (!office) throw notFound();
    return office;
  };
  const recordOf = async (office: Awaited<ReturnType<typeof officeOf>>) => {
    const [record] = await toOfficeRecords(db, [office]);
    if (!record) throw notFound();
    return { data: record };
  };

  app.get(
    '/api/praxen',
    {
      config: access('full', { gate: OFFICE_GATES.list }),
      schema: { querystring: officeListQuerySchema, response: { 200: officeListResponseSchema } },
    },
    async (request) => listOffices(db, listLocation(request, context.config.appUrl), request.query),
  );

  app.post(
    '/api/praxen',
    {
      config: access('full', { gate: OFFICE_GATES.create }),
      schema: { body: officeInputSchema, response: { 201: officeResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await recordOf(await saveOffice(db, undefined, request.body))),
  );

  app.get(
    '/api/praxen/:id',
    {
      config: access('full', { gate: OFFICE_GATES.show }),
      schema: { params: officeIdParams, response: { 200: officeResponseSchema } },
    },
    async (request) => recordOf(await officeOf(request.params.id)),
  );

  app.put(
    '/api/praxen/:id',
    {
      config: access('full', { gate: OFFICE_GATES.edit }),
      schema: { params: officeIdParams, body: officeInputSchema, response: { 200: officeResponseSchema } },
    },
    async (request) => recordOf(await saveOffice(db, await officeOf(request.params.id), request.body)),
  );
};
