/**
 * Workshops, spec §7 'Workshops, messages, files' (issue 15):
 *
 *   GET    /api/workshops                              every workshop (gate 'list workshops')
 *   POST   /api/workshops                              staff: a new one, JSON or multipart with `files` (201)
 *   GET    /api/workshops/topics                       the topics in use
 *   POST   /api/workshops/registrations                book a place: booked or waiting (201)
 *   DELETE /api/workshops/registrations/{id}           cancel a booked place (own; staff: anyone's) (204)
 *   DELETE /api/workshops/registrations/waiting/{id}   leave the waiting list (own; staff: anyone's) (204)
 *   GET    /api/workshops/{id}                         one workshop with the registrations the caller sees
 *   POST   /api/workshops/{id}                         staff: update (fields, new files, `remove_file_ids`)
 *   DELETE /api/workshops/{id}                         staff: delete with everything it holds (204)
 *   GET    /api/workshops/{id}/attachments             its attachments (bytes through /api/files/{id})
 *
 * Staff are the holders of 'manage workshops' (workshopRules.ts). Writes go through
 * writeWithChanges with the request, so a replayed outbox action takes effect once; the mail to a
 * doctor who moved up leaves after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WORKSHOP_DESCRIPTION_MAX } from '../../../src/contract/constants';
import { idOrUuidSchema } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import {
  createWorkshopRegistrationSchema,
  workshopAttachmentsResponseSchema,
  workshopDetailResponseSchema,
  workshopInputFromFields,
  workshopInputSchema,
  workshopListResponseSchema,
  workshopRecordSchema,
  workshopRegistrationResponseSchema,
  workshopTopicsResponseSchema,
} from '../../../src/contract/workshops';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { attachmentsChecked } from '../backendMessages';
import { workshopRegistrations, workshops, workshopTopics } from '../../platform/db/schema';
import { discardAttachments } from '../../platform/files/attachmentUpload';
import { ATTACHMENT_UPLOAD_LIMITS } from '../../platform/plugins/multipart';
import { notFound } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { visibleRegistrations, workshopKey } from './workshopAccess';
import { bookWorkshop, cancelRegistration, type Booker } from './workshopBooking';
import { readRegistrationRecords, readWorkshopRecords, workshopFilesOf } from './workshopRecords';
import { createWorkshop, deleteWorkshop, keptWorkshopFiles, updateWorkshop } from './workshopService';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const READ = access('full', { gate: Permission.listWorkshops });
const MANAGE = {
  ...access('full', { gate: Permission.manageWorkshops }),
  multipart: { ...ATTACHMENT_UPLOAD_LIMITS, fieldMaxBytes: WORKSHOP_DESCRIPTION_MAX * 8 },
};
const idParams = z.object({ id: idOrUuidSchema });

const actorOf = (request: FastifyRequest): Booker => {
  const { user } = signedIn(request);
  return { id: user.id, uuid: user.uuid, permissions: user.permissions };
};

/** The form's fields from a multipart body (JSON in `payload`) or a JSON one, checked by the contract. */
function inputOf(request: FastifyRequest) {
  const raw = request.upload ? workshopInputFromFields(request.upload.fields) : request.body;
  return workshopInputSchema.parse(raw ?? {});
}

export const workshopRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, attachments } = context;

  app.get(
    '/api/workshops',
    { config: READ, schema: { response: { 200: workshopListResponseSchema } } },
    async () => ({
      data: await readWorkshopRecords(db, undefined),
    }),
  );

  app.post(
    '/api/workshops',
    { config: MANAGE, schema: { response: { 201: z.object({ data: workshopRecordSchema }) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const input = inputOf(request);
      const stored = await attachmentsChecked(request, attachments, 0);
      try {
        const result = await writeCreated(db, request, async (tx, emit) => ({
          data: await createWorkshop(tx, emit, actor, input, stored, context.now()),
        }));
        return reply.code(201).send(result);
      } catch (error) {
        await discardAttachments(attachments, stored);
        throw error;
      }
    },
  );

  app.get(
    '/api/workshops/topics',
    { config: READ, schema: { response: { 200: workshopTopicsResponseSchema } } },
    async () => ({
      data: await db.select().from(workshopTopics).orderBy(workshopTopics.name),
    }),
  );

  app.post(
    '/api/workshops/registrations',
    {
      config: READ,
      schema: {
        body: createWorkshopRegistrationSchema,
        response: { 201: workshopRegistrationResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await bookWorkshop(tx, emit, actor, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  for (const [path, expected] of [
    ['/api/workshops/registrations/:id', 'booked'],
    ['/api/workshops/registrations/waiting/:id', 'waiting'],
  ] as const) {
    app.delete(path, { config: READ, schema: { params: idParams } }, async (request, reply) => {
      const actor = actorOf(request);
      await writeWithChanges(
        db,
        async (tx, emit) => {
          await cancelRegistration(tx, emit, context.mail, actor, request.params.id, expected, context.now());
          await request.idempotency?.record(tx, 204);
        },
        { request },
      );
      return reply.code(204).send();
    });
  }

  app.get(
    '/api/workshops/:id',
    { config: READ, schema: { params: idParams, response: { 200: workshopDetailResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const [record] = await readWorkshopRecords(db, workshopKey(request.params.id));
      if (!record) throw notFound();
      const registrations = await readRegistrationRecords(
        db,
        and(eq(workshopRegistrations.workshopId, record.id), visibleRegistrations(actor)),
      );
      return { data: { ...record, registrations } };
    },
  );

  app.post(
    '/api/workshops/:id',
    {
      config: MANAGE,
      schema: { params: idParams, response: { 200: z.object({ data: workshopRecordSchema }) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const input = inputOf(request);
      const [workshop] = await db
        .select({ id: workshops.id })
        .from(workshops)
        .where(workshopKey(request.params.id));
      if (!workshop) throw notFound();
      const kept = await keptWorkshopFiles(db, workshop.id, input.remove_file_ids);
      const stored = await attachmentsChecked(request, attachments, kept);
      try {
        const { result } = await writeWithChanges(
          db,
          async (tx, emit) => {
            const { record, removedFileKeys } = await updateWorkshop(
              tx,
              emit,
              context.mail,
              actor,
              workshop.id,
              input,
              stored,
              context.now(),
            );
            const body = { data: record };
            await request.idempotency?.record(tx, 200, body);
            return { body, removedFileKeys };
          },
          { request },
        );
        await discardAttachments(
          attachments,
          result.removedFileKeys.map((fileKey) => ({ fileKey })),
        );
        return result.body;
      } catch (error) {
        await discardAttachments(attachments, stored);
        throw error;
      }
    },
  );

  app.delete(
    '/api/workshops/:id',
    { config: MANAGE, schema: { params: idParams } },
    async (request, reply) => {
      const { result: removed } = await writeWithChanges(
        db,
        (tx, emit) => deleteWorkshop(tx, emit, request.params.id),
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
    '/api/workshops/:id/attachments',
    { config: READ, schema: { params: idParams, response: { 200: workshopAttachmentsResponseSchema } } },
    async (request) => {
      const [workshop] = await db
        .select({ id: workshops.id })
        .from(workshops)
        .where(workshopKey(request.params.id));
      if (!workshop) throw notFound();
      return { data: (await workshopFilesOf(db, [workshop.id])).get(workshop.id) ?? [] };
    },
  );
};
