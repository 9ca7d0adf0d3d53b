/**
 * The iEC catalogue, spec §7 'iEC and wiki' (the reference list is issue 16's):
 *
 *   GET    /api/iec/substances?group=          all substances, or one group's
 *   POST   /api/iec/substances                 create (201)
 *   GET    /api/iec/substances/{id}            one
 *   PUT    /api/iec/substances/{id}            edit
 *   DELETE /api/iec/substances/{id}            delete (204)
 *   GET    /api/iec/substance-groups           groups with their substances' ids
 *   POST   /api/iec/substance-groups           create (201): title, position, substances to move in
 *   PUT    /api/iec/substance-groups/{id}      edit (title, substances)
 *   DELETE /api/iec/substance-groups/{id}      delete an empty group (204; 409 while it has substances)
 *   GET    /api/iec/sources                    the reference list
 *   POST   /api/iec/sources, PUT|DELETE /api/iec/sources/{id}
 *
 * Reads for everyone signed in; writes behind IEC_CONTENT_PERMISSION (src/contract/iecRules.ts,
 * the rule the client's buttons use). Writes go through writeWithChanges with the request, so the
 * outbox's Idempotency-Key holds: a create stores its answer in its transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  iecIdParams,
  iecSourceInputSchema,
  iecSourceListSchema,
  iecSourceResponseSchema,
  iecSubstanceGroupInputSchema,
  iecSubstanceGroupListSchema,
  iecSubstanceGroupResponseSchema,
  iecSubstanceInputSchema,
  iecSubstanceListQuerySchema,
  iecSubstanceListSchema,
  iecSubstanceResponseSchema,
} from '../../../src/contract/iec';
import { IEC_CONTENT_PERMISSION } from '../../../src/contract/iecRules';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import type { AppDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  deleteGroup,
  deleteSource,
  deleteSubstance,
  saveGroup,
  saveSource,
  saveSubstance,
} from './iecContentService';
import { groupCondition, readGroups, readSources, readSubstances } from './iecRecords';
import { writeCreated } from '../../platform/idempotency/writeCreated';

export const READ_ACCESS = access('full');
export const WRITE_ACCESS = access('full', { gate: IEC_CONTENT_PERMISSION });

/** The one record of `id`, or a 404. */
export async function oneOf<T>(
  read: (db: AppDb, filter: { ids: number[] }) => Promise<T[]>,
  db: AppDb,
  id: number,
) {
  const [record] = await read(db, { ids: [id] });
  if (!record) throw notFound();
  return { data: record };
}

export const iecContentRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  // Sources -----------------------------------------------------------------------------------
  app.get(
    '/api/iec/sources',
    { config: READ_ACCESS, schema: { response: { 200: iecSourceListSchema } } },
    async () => ({ data: await readSources(db, null) }),
  );
  app.post(
    '/api/iec/sources',
    {
      config: WRITE_ACCESS,
      schema: { body: iecSourceInputSchema, response: { 201: iecSourceResponseSchema } },
    },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) => {
        const id = await saveSource(tx, emit, null, request.body);
        return oneOf(readSources, tx, id);
      });
      return reply.code(201).send(result);
    },
  );
  app.put(
    '/api/iec/sources/:id',
    {
      config: WRITE_ACCESS,
      schema: { params: iecIdParams, body: iecSourceInputSchema, response: { 200: iecSourceResponseSchema } },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveSource(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneOf(readSources, db, request.params.id);
    },
  );
  app.delete(
    '/api/iec/sources/:id',
    { config: WRITE_ACCESS, schema: { params: iecIdParams } },
    async (request, reply) => {
      await writeWithChanges(db, (tx, emit) => deleteSource(tx, emit, request.params.id), { request });
      return reply.code(204).send();
    },
  );

  // Groups ------------------------------------------------------------------------------------
  app.get(
    '/api/iec/substance-groups',
    { config: READ_ACCESS, schema: { response: { 200: iecSubstanceGroupListSchema } } },
    async () => {
      const groups = await readGroups(db, null);
      return { data: groups.sort((a, b) => a.position - b.position || a.id - b.id) };
    },
  );
  app.post(
    '/api/iec/substance-groups',
    {
      config: WRITE_ACCESS,
      schema: { body: iecSubstanceGroupInputSchema, response: { 201: iecSubstanceGroupResponseSchema } },
    },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) => {
        const id = await saveGroup(tx, emit, null, request.body);
        return oneOf(readGroups, tx, id);
      });
      return reply.code(201).send(result);
    },
  );
  app.put(
    '/api/iec/substance-groups/:id',
    {
      config: WRITE_ACCESS,
      schema: {
        params: iecIdParams,
        body: iecSubstanceGroupInputSchema,
        response: { 200: iecSubstanceGroupResponseSchema },
      },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveGroup(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneOf(readGroups, db, request.params.id);
    },
  );
  app.delete(
    '/api/iec/substance-groups/:id',
    { config: WRITE_ACCESS, schema: { params: iecIdParams } },
    async (request, reply) => {
      await writeWithChanges(db, (tx, emit) => deleteGroup(tx, emit, request.params.id), { request });
      return reply.code(204).send();
    },
  );

  // Substances --------------------------------------------------------------------------------
  app.get(
    '/api/iec/substances',
    {
      config: READ_ACCESS,
      schema: { querystring: iecSubstanceListQuerySchema, response: { 200: iecSubstanceListSchema } },
    },
    async (request) => {
      const { group } = request.query;
      return {
        data: await readSubstances(db, null, group === undefined ? undefined : groupCondition(group)),
      };
    },
  );
  app.get(
    '/api/iec/substances/:id',
    { config: READ_ACCESS, schema: { params: iecIdParams, response: { 200: iecSubstanceResponseSchema } } },
    async (request) => oneOf(readSubstances, db, request.params.id),
  );
  app.post(
    '/api/iec/substances',
    {
      config: WRITE_ACCESS,
      schema: { body: iecSubstanceInputSchema, response: { 201: iecSubstanceResponseSchema } },
    },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) => {
        const id = await saveSubstance(tx, emit, null, request.body);
        return oneOf(readSubstances, tx, id);
      });
      return reply.code(201).send(result);
    },
  );
  app.put(
    '/api/iec/substances/:id',
    {
      config: WRITE_ACCESS,
      schema: {
        params: iecIdParams,
        body: iecSubstanceInputSchema,
        response: { 200: iecSubstanceResponseSchema },
      },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveSubstance(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneOf(readSubstances, db, request.params.id);
    },
  );
  app.delete(
    '/api/iec/substances/:id',
    { config: WRITE_ACCESS, schema: { params: iecIdParams } },
    async (request, reply) => {
      await writeWithChanges(db, (tx, emit) => deleteSubstance(tx, emit, request.params.id), { request });
      return reply.code(204).send();
    },
  );
};
