/**
 * Roles, spec §7 'Roles, permissions, forum', behind the gate 'roles' (spec §6):
 *
 *   GET    /api/roles        every role with its permissions
 *   POST   /api/roles        a new one (201; 422 with field messages)
 *   GET    /api/roles/{id}   one
 *   PUT    /api/roles/{id}   name, description, permissions (422; Admin keeps its system permissions)
 *   DELETE /api/roles/{id}   204; 409 for Admin and Arzt
 *
 * Writes go through writeWithChanges with the request (the outbox's Idempotency-Key). A deleted
 * role's message attachments leave the disk after the commit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleInputSchema, roleRecordSchema } from '../../../src/contract/accessControl';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { discardAttachments } from '../../platform/files/attachmentUpload';
import { notFound } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { createRole, deleteRole, findRoleForUpdate, readRoles, updateRole } from './roleService';

const ROLES = access('full', { gate: Permission.roles });
const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });
const recordResponse = z.object({ data: roleRecordSchema });

export const roleRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const one = async (id: number) => {
    const [record] = await readRoles(db, id);
    if (!record) throw notFound();
    return { data: record };
  };

  app.get(
    '/api/roles',
    { config: ROLES, schema: { response: { 200: z.object({ data: z.array(roleRecordSchema) }) } } },
    async () => ({ data: await readRoles(db) }),
  );

  app.post(
    '/api/roles',
    { config: ROLES, schema: { body: roleInputSchema, response: { 201: recordResponse } } },
    async (request, reply) => {
      const { result: id } = await writeWithChanges(db, (tx, emit) => createRole(tx, emit, request.body), {
        request,
      });
      return reply.code(201).send(await one(id));
    },
  );

  app.get(
    '/api/roles/:id',
    { config: ROLES, schema: { params: idParams, response: { 200: recordResponse } } },
    async (request) => one(request.params.id),
  );

  app.put(
    '/api/roles/:id',
    { config: ROLES, schema: { params: idParams, body: roleInputSchema, response: { 200: recordResponse } } },
    async (request) => {
      await writeWithChanges(
        db,
        async (tx, emit) =>
          updateRole(tx, emit, await findRoleForUpdate(tx, request.params.id), request.body),
        { request },
      );
      return one(request.params.id);
    },
  );

  app.delete('/api/roles/:id', { config: ROLES, schema: { params: idParams } }, async (request, reply) => {
    const { result: fileKeys } = await writeWithChanges(
      db,
      async (tx, emit) => deleteRole(tx, emit, await findRoleForUpdate(tx, request.params.id)),
      { request },
    );
    await discardAttachments(
      context.attachments,
      fileKeys.map((fileKey) => ({ fileKey })),
    );
    return reply.code(204).send();
  });
};
