/**
 * A report with its results out to the practice software (issue 27):
 *
 * - `GET /api/befunde/{id}/ldt`: LDT 3 (ISO 8859-15), the Befund with the PDF embedded;
 * - `GET /api/befunde/{id}/fhir`: a FHIR R4 Bundle (DiagnosticReport, Observations, Patient,
 *   Practitioner, the PDF as `presentedForm`).
 *
 * Authorised as the PDF's `GET /api/befunde/{id}/file`: the session, 'list reports', and the
 * report's visibility (a doctor her own, staff all; another's answers 404). Audited as a download;
 * like the file route it does not mark the report read (a download for the practice system is not
 * the doctor reading it). The files are written by the shared writers in
 * src/contract/resultExport, which the device uses offline too; the record carries its results
 * as `GET /api/befunde/{id}` answers them (`withResults`).
 *
 * The body streams: the writers hand over the file piece by piece (the PDF's base64 some 35-48 KB
 * of PDF at a time) and the route yields to the event loop between pieces, so a 20 MB PDF does not
 * hold the server for a quarter second (docs/benchmarks.md 'Export of a 20 MB report').
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '../../../src/contract/permissions';
import {
  fhirJsonPieces,
  ldt3Closing,
  ldt3Pieces,
  RESULT_EXPORT_FILES,
  resultExportFileName,
  ResultExportFormat,
  type ResultExportInput,
} from '../../../src/contract/resultExport';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { users } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';
import { readLabSettings } from '../../platform/labSettings/labSettings';
import { recordReportAudit } from './reportAudit';
import { findVisibleReport, reportIdParams } from './reportLookup';
import { withResults, type ReportWithDoctor } from './reportRecords';

const LIST = access('full', { gate: Permission.listReports });

export const reportExportRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  async function exportInput(found: ReportWithDoctor): Promise<ResultExportInput> {
    const [doctor] = await db.select({ lisId: users.lisId }).from(users).where(eq(users.id, found.doctor.id));
    const { labName } = await readLabSettings(db, context.config);
    const [report] = await withResults(db, [found]);
    if (!report) throw notFound();
    // The stored bytes as they are (a copy of 20 MB alone holds the loop some 10 ms).
    const pdf = await context.reportFiles.get(found.report.fileKey);
    return {
      report,
      pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      labName,
      doctorLanr: doctor?.lisId ?? null,
      now: context.now(),
    };
  }

  for (const format of Object.values(ResultExportFormat)) {
    app.get(
      `/api/befunde/:id/${format}`,
      { config: LIST, schema: { params: reportIdParams } },
      async (request, reply) => {
        const { user } = signedIn(request);
        const found = await findVisibleReport(
          db,
          { id: user.id, permissions: user.permissions },
          request.params.id,
        );
        if (!found) throw notFound();
        const input = await exportInput(found);
        const body = Readable.from(format === ResultExportFormat.ldt ? ldtFile(input) : fhirFile(input));
        await db.transaction((tx) => recordReportAudit(tx, 'download', user.id, found.report, context.now()));
        const filename = resultExportFileName(found.report.befundId, format);
        return reply
          .header('Content-Type', RESULT_EXPORT_FILES[format].contentType)
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );
  }
};

/** The LDT 3 file's pieces as they are written, the 9300 check sum hashed along. */
async function* ldtFile(input: ResultExportInput): AsyncGenerator<Buffer> {
  const sha1 = createHash('sha1');
  for (const piece of ldt3Pieces(input)) {
    sha1.update(piece);
    yield Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    await nextTurn();
  }
  yield Buffer.from(ldt3Closing(sha1.digest('hex')));
}

/** The FHIR Bundle's JSON as it is written, UTF-8. */
async function* fhirFile(input: ResultExportInput): AsyncGenerator<Buffer> {
  for (const piece of fhirJsonPieces(input)) {
    yield Buffer.from(piece, 'utf8');
    await nextTurn();
  }
}
