/**
 * Personal access tokens for the laboratory system (issue 17; spec §7 `POST /api/tokens/create/{x}`,
 * not described further), administrators only:
 *
 *   POST   /api/tokens/create/{name}  {abilities}  201 {data, plainTextToken}: the token, shown once
 *   GET    /api/tokens                every token with its abilities and last use, never the secret
 *   DELETE /api/tokens/{id}           revokes it (204); its next call answers 401
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenListSchema,
  apiTokenNameSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '../../../src/contract/apiTokens';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { notFound } from '../../platform/http/httpErrors';
import { createApiToken, listApiTokens, revokeApiToken, toApiTokenRecord } from './apiTokenService';

const ADMIN = access('full', { admin: true });
const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });

export const apiTokenRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/api/tokens/create/:name',
    {
      config: ADMIN,
      schema: {
        params: z.object({ name: apiTokenNameSchema }),
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => {
      const { row, plainTextToken } = await createApiToken(db, {
        name: request.params.name,
        abilities: request.body.abilities,
        createdBy: signedIn(request).user.id,
        now: context.now(),
      });
      return reply.code(201).send({ data: toApiTokenRecord(row), plainTextToken });
    },
  );

  app.get('/api/tokens', { config: ADMIN, schema: { response: { 200: apiTokenListSchema } } }, async () => ({
    data: (await listApiTokens(db)).map(toApiTokenRecord),
  }));

  app.delete('/api/tokens/:id', { config: ADMIN, schema: { params: idParams } }, async (request, reply) => {
    const row = await revokeApiToken(db, request.params.id, context.now());
    if (!row) throw notFound();
    return reply.code(204).send();
  });
};
