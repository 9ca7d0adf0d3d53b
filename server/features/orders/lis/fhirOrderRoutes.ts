/**
 * The orders' FHIR R4 endpoint for the laboratory system (issue 28), beside the report import's
 * (reportImport/fhir), with a personal access token:
 *
 *   GET  /fhir/R4/ServiceRequest?status=&_lastUpdated=&identifier=&_count=&_include=   (`orders:read`)
 *        a `searchset` Bundle (serviceRequestBundle.ts), oldest change first, `next` link to page on
 *   POST /fhir/R4/Task                                                      (`orders:status`)
 *        a status report (taskInput.ts): 201 with the Task and its id when the order moved, 200
 *        when it already had that status
 *
 * Every refusal is an OperationOutcome (the import's error shape covers /fhir): 401/403 for the
 * token, 404 an unknown order, 409 a step backwards, 422 a bad search parameter or Task.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Task } from 'fhir/r4';
import { z } from 'zod';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import { LIS_TASK_BODY_MAX_BYTES } from '../../../../src/contract/constants';
import { ORDER_NUMBER_SYSTEM, ORDER_STATUSES } from '../../../../src/contract/orders';
import { machineCaller } from '../../../platform/auth/machineAuth';
import { access } from '../../../platform/auth/routeAccess';
import { depthCheckedJson } from '../../../platform/http/inputChecks';
import type { FeatureRouteOptions } from '../../../platform/feature/serverFeature';
import { loincLookup, materialNameDe } from './lisCatalogue';
import { encodeLisCursor, lisOrderPage } from './lisOrderPages';
import { moveOrderForLis } from './lisOrderMoves';
import { serviceRequestBundle } from './serviceRequestBundle';
import { nextPageQuery, parseServiceRequestSearch, type SearchQuery } from './serviceRequestSearch';
import { taskSchema, taskStatus, taskTarget } from './taskInput';

const FHIR_JSON = 'application/fhir+json';
const READ = access('machine', { ability: TokenAbility.ordersRead });
const STATUS = { ...access('machine', { ability: TokenAbility.ordersStatus }), csrf: false };
const searchQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const sendFhir = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).header('Content-Type', `${FHIR_JSON}; charset=utf-8`).send(JSON.stringify(body));

const queryString = (query: SearchQuery) => {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query))
    for (const value of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fhirOrderRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { context }) => {
  const base = `${context.config.appUrl}/fhir/R4`;
  app.addContentTypeParser(
    FHIR_JSON,
    { parseAs: 'string', bodyLimit: LIS_TASK_BODY_MAX_BYTES },
    depthCheckedJson(app.getDefaultJsonParser('error', 'error')),
  );

  app.get(
    '/fhir/R4/ServiceRequest',
    { config: READ, schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const search = parseServiceRequestSearch(query);
      const page = await lisOrderPage(context.db, {
        ...(search.statuses ? { statuses: search.statuses } : {}),
        ...(search.numbers ? { numbers: search.numbers } : {}),
        updated: search.updated,
        after: search.after,
        limit: search.count,
      });
      const loincOf = await loincLookup(context.db, page.records);
      const bundle = serviceRequestBundle({
        records: page.records,
        include: search.include,
        base,
        links: {
          self: `${base}/ServiceRequest${queryString(query)}`,
          next: page.next
            ? `${base}/ServiceRequest?${nextPageQuery(query, encodeLisCursor(page.next))}`
            : null,
        },
        materialName: materialNameDe,
        loincOf,
        now: context.now(),
      });
      return sendFhir(reply, 200, bundle);
    },
  );

  app.post(
    '/fhir/R4/Task',
    { config: STATUS, bodyLimit: LIS_TASK_BODY_MAX_BYTES, schema: { body: taskSchema } },
    async (request, reply) => {
      const task = request.body;
      const target = taskTarget(task);
      const status = taskStatus(task);
      const state = await moveOrderForLis(
        context,
        target,
        {
          to: status,
          note: task.note?.[0]?.text ?? null,
          ...(task.lastModified ? { at: new Date(task.lastModified) } : {}),
        },
        machineCaller(request).name,
        { request },
      );
      // One Task per step of an order: the same report again answers the same id.
      const id = `${state.uuid}-${ORDER_STATUSES.indexOf(status)}`;
      const answer = {
        ...task,
        id,
        meta: { lastUpdated: state.updated_at },
        focus: {
          reference: `ServiceRequest/${state.uuid}`,
          identifier: { system: ORDER_NUMBER_SYSTEM, value: state.number },
        },
      } satisfies Partial<Task> & { id: string };
      reply.header('Location', `${base}/Task/${id}`);
      return sendFhir(reply, state.changed ? 201 : 200, answer);
    },
  );
};
