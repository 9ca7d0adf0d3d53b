/**
 * `/api/notifications...` (spec §7 'Search and notifications'): the caller's activity
 * notifications. Each user reaches only their own: another user's id answers 404.
 *
 * The spec marks all read and deletes all with GETs. They change state, so they are checked for
 * the XSRF token like any write (a link on another site cannot trigger them), and they answer POST
 * too, which is what the client's outbox replays. Deleting is for read notifications (§4: unread
 * until read_at is set; it can then be deleted): 'delete all' deletes the read ones, an unread one
 * by id is refused with 409.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListSchema } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import type { AppTx } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/httpErrors';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { countUnread, listNotifications } from './notificationRecords';

const idParams = z.object({ id: z.uuid() });

/** The caller's own notification, or 404: another user's answers as if it did not exist. */
async function findOwn(tx: AppTx, id: string, userId: number) {
  const [own] = await tx
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!own) throw notFound();
  return own;
}
const WRITE = { ...access('full'), csrf: 'always' as const };

export const notificationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/api/notifications',
    { config: access('full'), schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const { user } = signedIn(request);
      const [data, unread] = await Promise.all([listNotifications(db, user.id), countUnread(db, user.id)]);
      return { data, meta: { unread } };
    },
  );

  const markAllRead = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = signedIn(request);
    await writeWithChanges(
      db,
      async (tx, emit) => {
        const rows = await tx
          .update(notifications)
          .set({ readAt: context.now() })
          .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        for (const { id } of rows) emit(SyncEntity.notification, id, [userScope(user.uuid)]);
      },
      { request },
    );
    return reply.code(204).send();
  };
  app.get('/api/notifications/read', { config: WRITE }, markAllRead);
  app.post('/api/notifications/read', { config: WRITE }, markAllRead);

  const deleteAllRead = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = signedIn(request);
    await writeWithChanges(
      db,
      async (tx, emit) => {
        const rows = await tx
          .delete(notifications)
          .where(and(eq(notifications.userId, user.id), isNotNull(notifications.readAt)))
          .returning({ id: notifications.id });
        for (const { id } of rows) emit.del(SyncEntity.notification, id, [userScope(user.uuid)]);
      },
      { request },
    );
    return reply.code(204).send();
  };
  app.get('/api/notifications/delete', { config: WRITE }, deleteAllRead);
  app.post('/api/notifications/delete', { config: WRITE }, deleteAllRead);

  app.post(
    '/api/notifications/:id/read',
    { config: WRITE, schema: { params: idParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      await writeWithChanges(
        db,
        async (tx, emit) => {
          const own = await findOwn(tx, request.params.id, user.id);
          if (own.readAt) return;
          await tx
            .update(notifications)
            .set({ readAt: context.now() })
            .where(eq(notifications.id, request.params.id));
          emit(SyncEntity.notification, request.params.id, [userScope(user.uuid)]);
        },
        { request },
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/notifications/:id/delete',
    { config: WRITE, schema: { params: idParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      await writeWithChanges(
        db,
        async (tx, emit) => {
          const own = await findOwn(tx, request.params.id, user.id);
          if (!own.readAt) throw new HttpError(409, 'notifications.unreadNotDeletable');
          await tx.delete(notifications).where(eq(notifications.id, request.params.id));
          emit.del(SyncEntity.notification, request.params.id, [userScope(user.uuid)]);
        },
        { request },
      );
      return reply.code(204).send();
    },
  );
};
