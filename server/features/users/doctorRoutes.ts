/**
 * The users routes of spec §7 'Users and offices' for doctors. Reading (list, one doctor, online)
 * needs 'list doctors': the staff dashboard's recent registrations read `view=dashboard`. Every
 * write is the administrators' (spec §2/§6: users are admin only). `{id}` is an id or a uuid and
 * names doctors only: another user's id answers 404 here. `PUT {id}/newsletter` subscribes a doctor
 * to a list or takes them off it (another user's account pages). The doctor's reports are
 * `GET /api/befunde/user/{id}` (server/features/reports).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doctorIdParams,
  doctorInputSchema,
  doctorListQuerySchema,
  doctorListResponseSchema,
  doctorLockSchema,
  doctorNewsletterSchema,
  doctorResponseSchema,
  inviteAllResponseSchema,
  onlineDoctorsResponseSchema,
} from '../../../src/contract/doctors';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { onlineUsers } from '../backendMessages';
import { fieldError, notFound } from '../../platform/http/httpErrors';
import { listLocation } from '../../platform/http/paginator';
import { deleteDoctor, createDoctor, updateDoctor } from './doctorChanges';
import { invite, inviteAll, resetAccount, setLocked } from './doctorAccess';
import { listDoctors } from './doctorList';
import { setDoctorNewsletter } from './doctorNewsletter';
import { doctorRecord, findDoctor } from './doctorRecords';

const READ = access('full', { gate: Permission.listDoctors });
const ADMIN = access('full', { gate: Permission.listDoctors, admin: true });

export const doctorRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  const doctorOf = async (key: IdOrUuid) => {
    const doctor = await findDoctor(db, key);
    if (!doctor) throw notFound();
    return doctor;
  };
  /** An administrator does not lock, reset or delete the account they are using. */
  const notOwn = (userId: number, doctorId: number) => {
    if (userId === doctorId) throw fieldError('id', ValidationMessage.ownAccount);
  };

  app.get(
    '/api/users',
    {
      config: READ,
      schema: { querystring: doctorListQuerySchema, response: { 200: doctorListResponseSchema } },
    },
    async (request) =>
      listDoctors(db, listLocation(request, context.config.appUrl), request.query, context.now()),
  );

  app.post(
    '/api/users',
    { config: ADMIN, schema: { body: doctorInputSchema, response: { 201: doctorResponseSchema } } },
    async (request, reply) => {
      const doctor = await createDoctor(db, request.body);
      return reply.code(201).send({ data: await doctorRecord(db, doctor) });
    },
  );

  app.post(
    '/api/users/invite-all',
    { config: ADMIN, schema: { response: { 200: inviteAllResponseSchema } } },
    async () => ({ data: { invited: await inviteAll(context) } }),
  );

  app.post(
    '/api/users/online',
    { config: READ, schema: { response: { 200: onlineDoctorsResponseSchema } } },
    async () => ({ data: (await onlineUsers(db, context.realtime)).map((user) => user.uuid) }),
  );

  app.get(
    '/api/users/:id',
    { config: READ, schema: { params: doctorIdParams, response: { 200: doctorResponseSchema } } },
    async (request) => ({ data: await doctorRecord(db, await doctorOf(request.params.id)) }),
  );

  app.put(
    '/api/users/:id',
    {
      config: ADMIN,
      schema: { params: doctorIdParams, body: doctorInputSchema, response: { 200: doctorResponseSchema } },
    },
    async (request) => {
      const doctor = await updateDoctor(db, await doctorOf(request.params.id), request.body);
      return { data: await doctorRecord(db, doctor) };
    },
  );

  app.delete(
    '/api/users/:id',
    { config: ADMIN, schema: { params: doctorIdParams } },
    async (request, reply) => {
      const doctor = await doctorOf(request.params.id);
      notOwn(signedIn(request).user.id, doctor.id);
      await deleteDoctor(db, doctor);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/users/:id/update-lock',
    {
      config: ADMIN,
      schema: { params: doctorIdParams, body: doctorLockSchema, response: { 200: doctorResponseSchema } },
    },
    async (request) => {
      const doctor = await doctorOf(request.params.id);
      notOwn(signedIn(request).user.id, doctor.id);
      return { data: await doctorRecord(db, await setLocked(context, doctor, request.body.locked)) };
    },
  );

  app.post(
    '/api/users/:id/invite',
    { config: ADMIN, schema: { params: doctorIdParams, response: { 200: doctorResponseSchema } } },
    async (request) => ({
      data: await doctorRecord(db, await invite(context, await doctorOf(request.params.id))),
    }),
  );

  app.post(
    '/api/users/:id/reset',
    { config: ADMIN, schema: { params: doctorIdParams, response: { 200: doctorResponseSchema } } },
    async (request) => {
      const doctor = await doctorOf(request.params.id);
      notOwn(signedIn(request).user.id, doctor.id);
      return { data: await doctorRecord(db, await resetAccount(context, doctor)) };
    },
  );

  app.put(
    '/api/users/:id/newsletter',
    {
      config: ADMIN,
      schema: {
        params: doctorIdParams,
        body: doctorNewsletterSchema,
        response: { 200: doctorResponseSchema },
      },
    },
    async (request) => {
      const doctor = await doctorOf(request.params.id);
      await setDoctorNewsletter(db, doctor, request.body, context.now());
      return { data: await doctorRecord(db, doctor) };
    },
  );
};
