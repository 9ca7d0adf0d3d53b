/**
 * `GET /api/sync` (the change feed, pullChanges.ts) and `GET /api/sync/bootstrap` (the paged
 * snapshot, bootstrapSnapshot.ts), for every fully signed-in user: what each caller receives is
 * decided by its scopes, not by a gate.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYNC_PAGE_LIMIT } from '../../../src/contract/constants';
import {
  SYNC_ENTITIES,
  syncBootstrapPageSchema,
  syncPullResponseSchema,
  type SyncEntity,
} from '../../../src/contract/sync';
import type { AppContext } from '../appContext';
import { access, signedIn } from '../auth/routeAccess';
import { unauthenticated } from '../http/httpErrors';
import { readBootstrapPage } from './bootstrapSnapshot';
import { pullChanges } from './pullChanges';
import { parseCursor } from './syncCursor';

const AFTER_PATTERN = new RegExp(`^(${SYNC_ENTITIES.join('|')}):([A-Za-z0-9-]{1,64})$`);

/** A page size: at most SYNC_PAGE_LIMIT (a larger one is cut to it), SYNC_PAGE_LIMIT by default. */
const limitSchema = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .transform((limit) => Math.min(limit ?? SYNC_PAGE_LIMIT, SYNC_PAGE_LIMIT));

const pullQuery = z.object({
  // Any text: a cursor that is not ours is answered with a reset, not an error.
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});

const bootstrapQuery = z
  .object({
    cursor: z
      .string()
      .refine((cursor) => parseCursor(cursor) !== null, 'sync.cursorInvalid')
      .optional(),
    after: z.string().regex(AFTER_PATTERN, 'sync.afterInvalid').optional(),
    limit: limitSchema,
  })
  // A later page without the first page's cursor could lose what changed between the pages.
  .refine((query) => query.after === undefined || query.cursor !== undefined, {
    message: 'sync.cursorInvalid',
    path: ['cursor'],
  });

function parseAfter(after: string | undefined): { entity: SyncEntity; id: string } | undefined {
  const match = after ? AFTER_PATTERN.exec(after) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return { entity: match[1] as SyncEntity, id: match[2] };
}

export const syncRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/sync',
    {
      config: access('full'),
      schema: { querystring: pullQuery, response: { 200: syncPullResponseSchema } },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      return pullChanges(db, context.syncEntities, signedIn(request).user.id, cursor, limit);
    },
  );

  app.get(
    '/api/sync/bootstrap',
    {
      config: access('full'),
      schema: { querystring: bootstrapQuery, response: { 200: syncBootstrapPageSchema } },
    },
    async (request) => {
      const { cursor, after, limit } = request.query;
      const page = await readBootstrapPage(db, context.syncEntities, signedIn(request).user.id, {
        cursor,
        after: parseAfter(after),
        limit,
      });
      if (!page) throw unauthenticated();
      return page;
    },
  );
};
