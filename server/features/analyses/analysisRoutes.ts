/**
 * The catalogue of analyses (issue 28):
 *
 *   GET    /api/analyses                        the catalogue, paged (search, group, withdrawn)
 *   POST   /api/analyses                        staff: a new analysis (201)
 *   GET    /api/analyses/{id}                   one analysis
 *   PUT    /api/analyses/{id}                   staff: edit
 *   DELETE /api/analyses/{id}                   staff: withdraw (204); it stays, orders name it
 *   POST   /api/analyses/{id}/restore           staff: bring a withdrawn one back
 *   GET    /api/analyses/profiles               the profiles (unpaged: a few dozen)
 *   POST   /api/analyses/profiles               staff: a new profile (201)
 *   PUT    /api/analyses/profiles/{id}          staff: edit
 *   DELETE /api/analyses/profiles/{id}          staff: withdraw (204)
 *   POST   /api/analyses/profiles/{id}/restore  staff: bring it back
 *
 * Reads for whoever orders, follows orders or edits the catalogue; writes for 'manage content'
 * (src/contract/analysisRules.ts, the rule the feed and the client's buttons use too). A caller
 * who may read but not edit never sees withdrawn entries in the lists (their mirror holds them,
 * as old orders name them). Writes go through writeWithChanges with the request, so a replayed
 * Idempotency-Key takes effect once.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, isNull } from 'drizzle-orm';
import {
  analysisIdParams,
  analysisInputSchema,
  analysisListQuerySchema,
  analysisListResponseSchema,
  analysisProfileInputSchema,
  analysisProfileListResponseSchema,
  analysisProfileResponseSchema,
  analysisResponseSchema,
} from '../../../src/contract/analyses';
import {
  ANALYSIS_MANAGE_PERMISSION,
  mayManageAnalyses,
  mayReadAnalyses,
} from '../../../src/contract/analysisRules';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import type { AppDb } from '../../platform/db/database';
import { analyses, analysisProfiles } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/httpErrors';
import { listLocation } from '../../platform/http/paginator';
import { writeCreated } from '../../platform/idempotency/writeCreated';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { listAnalyses } from './analysisList';
import { readAnalyses, readProfiles } from './analysisRecords';
import { saveAnalysis, saveProfile, setAnalysisWithdrawn, setProfileWithdrawn } from './analysisService';

const WRITE = access('full', { gate: ANALYSIS_MANAGE_PERMISSION });
/** Any of three permissions: the gate takes one, so the handler asks (readerOf). */
const READ = access('full');

/** Whether the caller edits the catalogue; a 403 for one who may not even read it. */
function readerOf(request: FastifyRequest): { editor: boolean } {
  const { permissions } = signedIn(request).user;
  if (!mayReadAnalyses(permissions)) throw forbidden();
  return { editor: mayManageAnalyses(permissions) };
}

async function oneAnalysis(db: AppDb, id: number, editor: boolean) {
  const [record] = await readAnalyses(db, eq(analyses.id, id));
  if (!record || (record.withdrawn_at !== null && !editor)) throw notFound();
  return { data: record };
}

async function oneProfile(db: AppDb, id: number) {
  const [record] = await readProfiles(db, eq(analysisProfiles.id, id));
  if (!record) throw notFound();
  return { data: record };
}

export const analysisRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  // Profiles first: their paths would otherwise read as an analysis `{id}`.
  app.get(
    '/api/analyses/profiles',
    { config: READ, schema: { response: { 200: analysisProfileListResponseSchema } } },
    async (request) => {
      const { editor } = readerOf(request);
      const profiles = await readProfiles(db, editor ? undefined : isNull(analysisProfiles.withdrawnAt), {
        order: 'catalogue',
      });
      return { data: profiles };
    },
  );
  app.post(
    '/api/analyses/profiles',
    {
      config: WRITE,
      schema: { body: analysisProfileInputSchema, response: { 201: analysisProfileResponseSchema } },
    },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) =>
        oneProfile(tx, await saveProfile(tx, emit, null, request.body)),
      );
      return reply.code(201).send(result);
    },
  );
  app.put(
    '/api/analyses/profiles/:id',
    {
      config: WRITE,
      schema: {
        params: analysisIdParams,
        body: analysisProfileInputSchema,
        response: { 200: analysisProfileResponseSchema },
      },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveProfile(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneProfile(db, request.params.id);
    },
  );
  app.delete(
    '/api/analyses/profiles/:id',
    { config: WRITE, schema: { params: analysisIdParams } },
    async (request, reply) => {
      await writeWithChanges(
        db,
        (tx, emit) => setProfileWithdrawn(tx, emit, request.params.id, context.now()),
        { request },
      );
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/analyses/profiles/:id/restore',
    { config: WRITE, schema: { params: analysisIdParams, response: { 200: analysisProfileResponseSchema } } },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => setProfileWithdrawn(tx, emit, request.params.id, null), {
        request,
      });
      return oneProfile(db, request.params.id);
    },
  );

  // Analyses
  app.get(
    '/api/analyses',
    {
      config: READ,
      schema: { querystring: analysisListQuerySchema, response: { 200: analysisListResponseSchema } },
    },
    async (request) => {
      const { editor } = readerOf(request);
      return listAnalyses(db, listLocation(request, context.config.appUrl), request.query, editor);
    },
  );
  app.get(
    '/api/analyses/:id',
    { config: READ, schema: { params: analysisIdParams, response: { 200: analysisResponseSchema } } },
    async (request) => oneAnalysis(db, request.params.id, readerOf(request).editor),
  );
  app.post(
    '/api/analyses',
    { config: WRITE, schema: { body: analysisInputSchema, response: { 201: analysisResponseSchema } } },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) =>
        oneAnalysis(tx, await saveAnalysis(tx, emit, null, request.body), true),
      );
      return reply.code(201).send(result);
    },
  );
  app.put(
    '/api/analyses/:id',
    {
      config: WRITE,
      schema: {
        params: analysisIdParams,
        body: analysisInputSchema,
        response: { 200: analysisResponseSchema },
      },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveAnalysis(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneAnalysis(db, request.params.id, true);
    },
  );
  app.delete(
    '/api/analyses/:id',
    { config: WRITE, schema: { params: analysisIdParams } },
    async (request, reply) => {
      await writeWithChanges(
        db,
        (tx, emit) => setAnalysisWithdrawn(tx, emit, request.params.id, context.now()),
        { request },
      );
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/analyses/:id/restore',
    { config: WRITE, schema: { params: analysisIdParams, response: { 200: analysisResponseSchema } } },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => setAnalysisWithdrawn(tx, emit, request.params.id, null), {
        request,
      });
      return oneAnalysis(db, request.params.id, true);
    },
  );
};
