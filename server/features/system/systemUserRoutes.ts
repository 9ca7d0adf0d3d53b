/**
 * System users (issue 14), for admins ('access system settings'):
 *
 *   GET  /api/system-users        every user who is not a doctor, with their roles
 *   POST /api/system-users        a new one (201); the verification mail of the first-run wizard
 *                                 goes out after the commit, as for an invited doctor
 *   GET  /api/system-users/{id}   one (404 for a doctor)
 *   PUT  /api/system-users/{id}   names, e-mail, language, roles (422 with field messages; the last
 *                                 admin keeps the role Admin); a new address is verified again
 *
 * The spec's §7 names no route for them; '/api/users' is the doctors' (issue 14, users area), so
 * the system area has a path of its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import {
  systemUserInputSchema,
  systemUserListSchema,
  systemUserResponseSchema,
} from '../../../src/contract/systemUsers';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { refusingTakenEmail } from '../../platform/auth/uniqueEmail';
import { mailVerificationLink, queueVerificationMail } from '../onboarding';
import { notFound } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  createSystemUser,
  findSystemUserForUpdate,
  readSystemUsers,
  updateSystemUser,
} from './systemUserService';

const SYSTEM = access('full', { gate: Permission.accessSystemSettings });
const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });

export const systemUserRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const one = async (id: number) => {
    const [record] = await readSystemUsers(db, id);
    if (!record) throw notFound();
    return { data: record };
  };

  app.get(
    '/api/system-users',
    { config: SYSTEM, schema: { response: { 200: systemUserListSchema } } },
    async () => {
      const data = await readSystemUsers(db);
      return { data, meta: { total: data.length } };
    },
  );

  app.post(
    '/api/system-users',
    { config: SYSTEM, schema: { body: systemUserInputSchema, response: { 201: systemUserResponseSchema } } },
    async (request, reply) => {
      const { result: user } = await refusingTakenEmail(() =>
        writeWithChanges(
          db,
          async (tx, emit) => {
            const created = await createSystemUser(tx, emit, request.body, context.now());
            await queueVerificationMail(context, tx, emit, created);
            return created;
          },
          { request },
        ),
      );
      return reply.code(201).send(await one(user.id));
    },
  );

  app.get(
    '/api/system-users/:id',
    { config: SYSTEM, schema: { params: idParams, response: { 200: systemUserResponseSchema } } },
    async (request) => one(request.params.id),
  );

  app.put(
    '/api/system-users/:id',
    {
      config: SYSTEM,
      schema: { params: idParams, body: systemUserInputSchema, response: { 200: systemUserResponseSchema } },
    },
    async (request) => {
      const now = context.now();
      await refusingTakenEmail(() =>
        writeWithChanges(
          db,
          async (tx, emit) => {
            const result = await updateSystemUser(
              tx,
              emit,
              await findSystemUserForUpdate(tx, request.params.id),
              request.body,
              now,
            );
            if (result.emailChanged) await mailVerificationLink(context, tx, result.updated, now);
            return result;
          },
          { request },
        ),
      );
      return one(request.params.id);
    },
  );
};
