/**
 * System messages, spec §7 'Workshops, messages, files' and 'Search and notifications':
 *
 *   GET    /api/messages              every message (managers: 'list backendmessages')
 *   POST   /api/messages              a new one, JSON or multipart with attachments (201)
 *   GET    /api/messages/online       who is online on Backend.Messages (managers; presence.ts)
 *   GET    /api/messages/{id}         one
 *   POST   /api/messages/{id}         update (fields, new attachments, `remove_file_ids`)
 *   DELETE /api/messages/{id}         delete with its attachments (204)
 *   GET    /api/users/messages        the caller's messages to show now (any signed-in user)
 *   GET|POST /api/users/messages/{id}/read   acknowledge (204)
 *
 * The spec's acknowledge is a GET that changes state: like the notification routes it demands the
 * XSRF token anyway (a link on another site cannot trigger it), and answers POST too, which is
 * what the client's outbox replays. Writes go through writeWithChanges with the request, so the
 * outbox's Idempotency-Key and the sender's X-Socket-Id apply. Attachments are written to disk
 * before the transaction and removed again when it fails; removed ones leave the disk after it
 * committed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendMessageInputFromFields,
  backendMessageInputSchema,
  backendMessageRecordSchema,
  isMessageShown,
  onlineUsersResponseSchema,
} from '../../../src/contract/backendMessages';
import { BACKEND_MESSAGE_TEXT_MAX } from '../../../src/contract/constants';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { attachmentsChecked } from './messageUpload';
import { discardAttachments } from '../../platform/files/attachmentUpload';
import { ATTACHMENT_UPLOAD_LIMITS } from '../../platform/plugins/multipart';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { addressedTo, visibleMessages, type MessageViewer } from './backendMessageAccess';
import { readMessageRecords } from './backendMessageRecords';
import {
  confirmMessage,
  createMessage,
  deleteMessage,
  findMessage,
  keptAttachmentCount,
  updateMessage,
} from './backendMessageService';
import { onlineUsers } from './presence';
import { and, eq } from 'drizzle-orm';
import { backendMessages } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';

/** The form's longest field is the text (UTF-8: up to 4 bytes a character). */
const MANAGE = {
  ...access('full', { gate: Permission.listBackendMessages }),
  multipart: { ...ATTACHMENT_UPLOAD_LIMITS, fieldMaxBytes: BACKEND_MESSAGE_TEXT_MAX * 4 },
};
const ACKNOWLEDGE = { ...access('full'), csrf: 'always' as const };
const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });
const recordResponse = z.object({ data: backendMessageRecordSchema });

const viewerOf = (request: FastifyRequest): MessageViewer & { uuid: string } => {
  const { user } = signedIn(request);
  return { id: user.id, uuid: user.uuid, permissions: user.permissions };
};

/** The form's fields from a multipart body or a JSON one, checked by the contract's schema. */
function inputOf(request: FastifyRequest) {
  const raw = request.upload ? backendMessageInputFromFields(request.upload.fields) : request.body;
  return backendMessageInputSchema.parse(raw ?? {});
}

export const backendMessageRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, attachments } = context;

  app.get(
    '/api/messages',
    {
      config: MANAGE,
      schema: { response: { 200: z.object({ data: z.array(backendMessageRecordSchema) }) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return { data: await readMessageRecords(db, viewer.id, visibleMessages(db, viewer, context.now())) };
    },
  );

  app.post(
    '/api/messages',
    { config: MANAGE, schema: { response: { 201: recordResponse } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const input = inputOf(request);
      const stored = await attachmentsChecked(request, attachments, 0);
      try {
        const { result } = await writeWithChanges(
          db,
          async (tx, emit) => ({ data: await createMessage(tx, emit, viewer, input, stored, context.now()) }),
          { request },
        );
        return reply.code(201).send(result);
      } catch (error) {
        await discardAttachments(attachments, stored);
        throw error;
      }
    },
  );

  app.get(
    '/api/messages/online',
    { config: MANAGE, schema: { response: { 200: onlineUsersResponseSchema } } },
    async () => ({ data: await onlineUsers(db, context.realtime) }),
  );

  app.get(
    '/api/messages/:id',
    { config: MANAGE, schema: { params: idParams, response: { 200: recordResponse } } },
    async (request) => {
      const viewer = viewerOf(request);
      const [record] = await readMessageRecords(
        db,
        viewer.id,
        and(eq(backendMessages.id, request.params.id), visibleMessages(db, viewer, context.now())),
      );
      if (!record) throw notFound();
      return { data: record };
    },
  );

  app.post(
    '/api/messages/:id',
    { config: MANAGE, schema: { params: idParams, response: { 200: recordResponse } } },
    async (request) => {
      const viewer = viewerOf(request);
      const input = inputOf(request);
      const now = context.now();
      const message = await db.transaction((tx) => findMessage(tx, viewer, request.params.id, now));
      const kept = await db.transaction((tx) => keptAttachmentCount(tx, message.id, input.remove_file_ids));
      const stored = await attachmentsChecked(request, attachments, kept);
      let removed: string[] = [];
      try {
        const { result } = await writeWithChanges(
          db,
          async (tx, emit) => {
            const current = await findMessage(tx, viewer, request.params.id, now);
            const outcome = await updateMessage(tx, emit, viewer, current, input, stored, now);
            removed = outcome.removedFileKeys;
            return { data: outcome.record };
          },
          { request },
        );
        await discardAttachments(
          attachments,
          removed.map((fileKey) => ({ fileKey })),
        );
        return result;
      } catch (error) {
        await discardAttachments(attachments, stored);
        throw error;
      }
    },
  );

  app.delete(
    '/api/messages/:id',
    { config: MANAGE, schema: { params: idParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { result: removed } = await writeWithChanges(
        db,
        async (tx, emit) =>
          deleteMessage(tx, emit, await findMessage(tx, viewer, request.params.id, context.now())),
        { request },
      );
      await discardAttachments(
        attachments,
        removed.map((fileKey) => ({ fileKey })),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/messages',
    {
      config: access('full'),
      schema: { response: { 200: z.object({ data: z.array(backendMessageRecordSchema) }) } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const now = context.now();
      // Managers see every message elsewhere; here everyone gets only those addressed to them.
      const records = await readMessageRecords(db, user.id, addressedTo(user.id, db));
      return { data: records.filter((record) => isMessageShown(record, now.getTime())) };
    },
  );

  const acknowledge = async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const viewer = viewerOf(request);
    await writeWithChanges(
      db,
      (tx, emit) => confirmMessage(tx, emit, viewer, request.params.id, context.now()),
      {
        request,
      },
    );
    return reply.code(204).send();
  };
  app.get('/api/users/messages/:id/read', { config: ACKNOWLEDGE, schema: { params: idParams } }, acknowledge);
  app.post(
    '/api/users/messages/:id/read',
    { config: ACKNOWLEDGE, schema: { params: idParams } },
    acknowledge,
  );
};
