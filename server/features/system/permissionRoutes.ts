/**
 * Permissions, spec §7 'Roles, permissions, forum', behind the gate 'permissions' (spec §6):
 *
 *   GET    /api/permissions        every permission
 *   POST   /api/permissions        a new one (201; 422 with field messages)
 *   GET    /api/permissions/{id}   one
 *   PUT    /api/permissions/{id}   name, description (422: the gates of spec §6 keep their names)
 *   DELETE /api/permissions/{id}   204; 409 for the gates of spec §6
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionInputSchema, permissionRecordSchema } from '../../../src/contract/accessControl';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { notFound } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  createPermission,
  deletePermission,
  findPermissionForUpdate,
  readPermissions,
  updatePermission,
} from './permissionService';

const PERMISSIONS = access('full', { gate: Permission.permissions });
const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });
const recordResponse = z.object({ data: permissionRecordSchema });

export const permissionRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const one = async (id: number) => {
    const [record] = await readPermissions(db, id);
    if (!record) throw notFound();
    return { data: record };
  };

  app.get(
    '/api/permissions',
    {
      config: PERMISSIONS,
      schema: { response: { 200: z.object({ data: z.array(permissionRecordSchema) }) } },
    },
    async () => ({ data: await readPermissions(db) }),
  );

  app.post(
    '/api/permissions',
    { config: PERMISSIONS, schema: { body: permissionInputSchema, response: { 201: recordResponse } } },
    async (request, reply) => {
      const { result: id } = await writeWithChanges(
        db,
        (tx, emit) => createPermission(tx, emit, request.body),
        { request },
      );
      return reply.code(201).send(await one(id));
    },
  );

  app.get(
    '/api/permissions/:id',
    { config: PERMISSIONS, schema: { params: idParams, response: { 200: recordResponse } } },
    async (request) => one(request.params.id),
  );

  app.put(
    '/api/permissions/:id',
    {
      config: PERMISSIONS,
      schema: { params: idParams, body: permissionInputSchema, response: { 200: recordResponse } },
    },
    async (request) => {
      await writeWithChanges(
        db,
        async (tx, emit) =>
          updatePermission(tx, emit, await findPermissionForUpdate(tx, request.params.id), request.body),
        { request },
      );
      return one(request.params.id);
    },
  );

  app.delete(
    '/api/permissions/:id',
    { config: PERMISSIONS, schema: { params: idParams } },
    async (request, reply) => {
      await writeWithChanges(
        db,
        async (tx, emit) => deletePermission(tx, emit, await findPermissionForUpdate(tx, request.params.id)),
        { request },
      );
      return reply.code(204).send();
    },
  );
};
