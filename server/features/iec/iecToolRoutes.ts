/**
 * The iEC tool (spec §2 'iEC tool', §7 'iEC and wiki'):
 *
 *   GET  /api/iec/selection            the caller's current selection
 *   PUT  /api/iec/selection            replace it (idempotent; 409 when a substance is gone)
 *   POST /api/iec/results/generate     the selection as PDF (application/pdf, attachment)
 *   POST /api/iec/results/excel        the selection as XLSX
 *
 * Everyone signed in (the tool is for doctors). The documents come in the request's language
 * (requestLocale: the interface's, else the user's) with the laboratory's name (the settings' name,
 * LAB_NAME until an administrator changes it, as /api/config tells the device) and
 * today's date; they are reads, answered with no-store like every /api answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IEC_DOCUMENT_TYPES,
  iecResultsRequestSchema,
  iecSelectionInputSchema,
  iecSelectionResponseSchema,
} from '../../../src/contract/iec';
import { iecDocumentFileName, renderIecPdf, renderIecXlsx } from '../../../src/shared/iecDocuments';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { contentDisposition } from '../../platform/files/contentDisposition';
import { requestLocale } from '../../platform/i18n/requestLocale';
import { readLabSettings } from '../../platform/labSettings/labSettings';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { iecDocumentOf } from './iecDocuments';
import { readSelection, replaceSelection } from './iecSelection';

/** Every signed-in user, for their own selection and documents. */
const OWN = access('full');

export const iecToolRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/iec/selection',
    { config: OWN, schema: { response: { 200: iecSelectionResponseSchema } } },
    async (request) => ({ data: await readSelection(db, signedIn(request).user.id) }),
  );

  app.put(
    '/api/iec/selection',
    {
      config: OWN,
      schema: { body: iecSelectionInputSchema, response: { 200: iecSelectionResponseSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      await writeWithChanges(
        db,
        (tx, emit) => replaceSelection(tx, emit, user, request.body.substance_ids, context.now()),
        { request },
      );
      return { data: await readSelection(db, user.id) };
    },
  );

  const formats = [
    { path: '/api/iec/results/generate', extension: 'pdf', render: renderIecPdf },
    { path: '/api/iec/results/excel', extension: 'xlsx', render: renderIecXlsx },
  ] as const;
  for (const format of formats) {
    app.post(
      format.path,
      { config: OWN, schema: { body: iecResultsRequestSchema } },
      async (request, reply) => {
        const model = await iecDocumentOf(db, {
          substanceIds: request.body.substance_ids,
          locale: requestLocale(request),
          labName: (await readLabSettings(db, context.config)).labName,
          now: context.now(),
        });
        const bytes = await format.render(model);
        return reply
          .header('Content-Type', IEC_DOCUMENT_TYPES[format.extension])
          .header('Content-Disposition', contentDisposition(iecDocumentFileName(model, format.extension)))
          .send(Buffer.from(bytes));
      },
    );
  }
};
