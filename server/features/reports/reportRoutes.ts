/**
 * `/api/befunde...` (spec §7 'Reports, interpretations, demands'). Every route checks the gate and
 * then ownership: a doctor reaches their own reports only (another's answers 404, by id or uuid),
 * staff who upload reports reach all.
 *
 * - `GET /api/befunde/{id}` answers the PDF as base64 (`filecontent`): it is a view, audited, and
 *   marks the report read when its doctor opens it (spec §4: downloading marks it read).
 * - `GET /api/befunde/{id}/file` (not in the spec) answers the raw PDF for the device's offline
 *   copy: audited as a download, not marked read: prefetching is not reading.
 * - `PUT /api/befunde/{id}/read` (not in the spec) is what the outbox replays when the doctor
 *   opened the local copy, online or offline: read once, one view entry in the audit log.
 * - `GET /api/befunde/{id}/audit` (not in the spec) shows staff the report's audit trail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Permission } from '../../../src/contract/permissions';
import { marksReportRead } from '../../../src/contract/reportReading';
import {
  reportAuditResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportUploadFieldsSchema,
  reportUploadResponseSchema,
  reportWithFileSchema,
} from '../../../src/contract/reports';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import type { AuthenticatedUser } from '../../platform/auth/authTypes';
import { users } from '../../platform/db/schema';
import { forbidden, notFound, tooManyAttempts } from '../../platform/http/httpErrors';
import { listLocation, listLocationOf } from '../../platform/http/paginator';
import { REPORT_UPLOAD_LIMITS, uploadOf } from '../../platform/plugins/multipart';
import { seesAllReports, visibleReportsOwner, type ReportViewer } from './reportAccess';
import { recordReportAudit, reportAuditTrail } from './reportAudit';
import { deleteReport, markReportRead, recordReportView } from './reportChanges';
import { listReports } from './reportList';
import { findVisibleReport, reportIdParams } from './reportLookup';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { withResults } from './reportRecords';
import { planUploads, storeUploads } from './reportUpload';

const LIST = access('full', { gate: Permission.listReports });
const UPLOAD = access('full', { gate: Permission.uploadReports });

const viewerOf = (user: AuthenticatedUser): ReportViewer => ({ id: user.id, permissions: user.permissions });

export const reportRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/befunde',
    {
      config: LIST,
      schema: { querystring: reportListQuerySchema, response: { 200: reportListResponseSchema } },
    },
    async (request) =>
      listReports(
        db,
        listLocation(request, context.config.appUrl),
        visibleReportsOwner(viewerOf(signedIn(request).user)),
        request.query,
      ),
  );

  app.post(
    '/api/befunde/filter',
    { config: LIST, schema: { body: reportListQuerySchema, response: { 200: reportListResponseSchema } } },
    async (request) =>
      listReports(
        db,
        // Its page links are those of the same list on GET /api/befunde.
        listLocationOf(context.config.appUrl, '/api/befunde', request.body),
        visibleReportsOwner(viewerOf(signedIn(request).user)),
        request.body,
      ),
  );

  app.get(
    '/api/befunde/user/:id',
    {
      config: LIST,
      schema: {
        params: reportIdParams,
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(signedIn(request).user);
      const { id } = request.params;
      const [doctor] = await db.select({ id: users.id }).from(users).where(idOrUuidCondition(users, id));
      if (!doctor || (!seesAllReports(viewer) && doctor.id !== viewer.id)) throw notFound();
      return listReports(db, listLocation(request, context.config.appUrl), doctor.id, request.query);
    },
  );

  app.get(
    '/api/befunde/:id',
    {
      config: LIST,
      schema: { params: reportIdParams, response: { 200: z.object({ data: reportWithFileSchema }) } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const found = await findVisibleReport(db, viewerOf(user), request.params.id);
      if (!found) throw notFound();
      const bytes = await context.reportFiles.get(found.report.fileKey);
      // The doctor's first view marks it read; a report she has read is left as it is (no transaction).
      const ownReport = marksReportRead(user, { user: found.doctor });
      if (!ownReport) await recordReportView(context, found, user.id);
      const changed =
        !ownReport || (found.report.readAt === null && (await markReportRead(context, found, { request })));
      const fresh = changed
        ? ((await findVisibleReport(db, viewerOf(user), request.params.id)) ?? found)
        : found;
      const [record] = await withResults(db, [fresh]);
      if (!record) throw notFound();
      return { data: { ...record, filecontent: bytes.toString('base64') } };
    },
  );

  app.get(
    '/api/befunde/:id/file',
    { config: LIST, schema: { params: reportIdParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const found = await findVisibleReport(db, viewerOf(user), request.params.id);
      if (!found) throw notFound();
      const bytes = await context.reportFiles.get(found.report.fileKey);
      await db.transaction((tx) => recordReportAudit(tx, 'download', user.id, found.report, context.now()));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(found.report.filename)}"`)
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/api/befunde/:id/audit',
    { config: UPLOAD, schema: { params: reportIdParams, response: { 200: reportAuditResponseSchema } } },
    async (request) => {
      const found = await findVisibleReport(db, viewerOf(signedIn(request).user), request.params.id);
      if (!found) throw notFound();
      return { data: await reportAuditTrail(db, found.report.id) };
    },
  );

  app.put(
    '/api/befunde/:id/read',
    { config: LIST, schema: { params: reportIdParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const found = await findVisibleReport(db, viewerOf(user), request.params.id);
      if (!found) throw notFound();
      if (!marksReportRead(user, { user: found.doctor })) throw forbidden();
      await markReportRead(context, found, { request });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/befunde/:id',
    { config: LIST, schema: { params: reportIdParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const found = await findVisibleReport(db, viewerOf(user), request.params.id);
      if (!found) throw notFound();
      await deleteReport(context, found, user, { request });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/befunde',
    {
      config: { ...UPLOAD, multipart: REPORT_UPLOAD_LIMITS },
      // Counted before the files are read (the session hooks have checked access by then).
      onRequest: async (request) => {
        const { user } = signedIn(request);
        const limit = await context.limiters.uploads.attempt(`user:${user.id}`);
        if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS, { withBody: true });
      },
      schema: { response: { 201: reportUploadResponseSchema } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      // Read and described in preValidation (plugins/multipart.ts) so the Idempotency-Key hash
      // and the input checks cover the files.
      const { files, fields } = uploadOf(request);
      const { doctor_uuid, critical } = reportUploadFieldsSchema.parse(fields);
      const planned = (await planUploads(db, files, doctor_uuid)).map((plan) => ({ ...plan, critical }));
      const stored = await storeUploads(context, user.id, planned, { request });
      return reply.code(201).send({ data: stored });
    },
  );
};
