/**
 * Stores reports from the laboratory system (issue 17) exactly as an upload: the doctor by LANR or
 * LIS id (both live in users.lis_id, docs/decisions.md; an inactive doctor is refused), a PDF checked like an uploaded one (or
 * rendered from the results when none came), then reports/reportUpload.ts: recordPlacedReports, which
 * versions, audits, notifies and feeds. A source imported before is left as it is.
 *
 * A report that names an order of the portal (issue 28) is linked to it in the same transaction,
 * which moves the order to 'Befund erstellt' (orders' `linkReportToOrder`); what became of the link
 * is in the answer, for the laboratory system to hear, an unknown order number too.
 *
 * One PDF at a time is in memory (issue 26): each is read from its temporary file, checked and
 * put into the report file store (encrypted) before the next, and all of them are removed again
 * when a later one is refused or the transaction fails.
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/appContext';
import { users } from '../../platform/db/schema';
import { hasPdfMagic, isReadablePdf } from '../reports';
import { recordPlacedReports, type PlacedReport, type StoredUpload } from '../reports';
import { linkReportToOrder, type ReportOrderLink } from '../orders';
import { readLabSettings } from '../../platform/labSettings/labSettings';
import type { WriteOptions } from '../../platform/sync/writeWithChanges';
import { importHashOf, isCriticalReport, type ImportedReport } from './importedReport';
import { renderImportedPdf } from './renderImportedPdf';

/** Why an import is refused; each format turns it into its own error shape. */
export class ImportRefused extends Error {
  constructor(
    readonly reason: 'unknownDoctor' | 'inactiveDoctor' | 'pdfUnreadable',
    /** Which report of the request (0-based) and what it named. */
    readonly index: number,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ImportRefused';
  }
}

/** A stored report and, when it names an order, what became of the link (issue 28). */
export interface ImportedStored extends StoredUpload {
  order: ReportOrderLink | null;
}

/** Who imports: the API token, by its creator (the reports' uploader) and its name (the orders' timeline). */
export interface Importer {
  id: number;
  name: string;
}

const safeName = (text: string) => text.replace(/[^\p{L}\p{N} -]/gu, '').trim() || 'Patient';

export async function importReports(
  context: Pick<AppContext, 'db' | 'reportFiles' | 'now' | 'mail' | 'config'>,
  importer: Importer,
  imported: readonly ImportedReport[],
  options: WriteOptions = {},
): Promise<ImportedStored[]> {
  const keys = [...new Set(imported.map((report) => report.doctorKey))];
  const doctors = await context.db
    .select({
      id: users.id,
      uuid: users.uuid,
      language: users.language,
      lisId: users.lisId,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
      active: users.active,
    })
    .from(users)
    .where(and(inArray(users.lisId, keys), isNotNull(users.lisId)));
  const byKey = new Map(doctors.map((doctor) => [doctor.lisId ?? '', doctor]));
  const { labName } = await readLabSettings(context.db, context.config);

  // Every doctor is known and active before a single PDF is read.
  for (const [index, report] of imported.entries()) {
    const doctor = byKey.get(report.doctorKey);
    if (!doctor) throw new ImportRefused('unknownDoctor', index, report.doctorKey);
    // A deactivated doctor cannot sign in: the laboratory system hears so instead of a report
    // delivered where nobody reads it.
    if (!doctor.active) throw new ImportRefused('inactiveDoctor', index, report.doctorKey);
  }

  const planned: PlacedReport[] = [];
  try {
    for (const [index, report] of imported.entries()) {
      const doctor = byKey.get(report.doctorKey);
      if (!doctor) throw new ImportRefused('unknownDoctor', index, report.doctorKey);
      const pdf = report.pdf
        ? await report.pdf.read()
        : await renderImportedPdf(report, doctor, { labName, now: context.now() });
      if (!hasPdfMagic(pdf) || !(await isReadablePdf(pdf))) {
        throw new ImportRefused('pdfUnreadable', index, report.befundId);
      }
      const { nachname, vorname } = report.patient;
      planned.push({
        filename: `${doctor.lisId}_${report.befundId}_${safeName(nachname)}_${safeName(vorname)}.pdf`,
        fileKey: await context.reportFiles.put(pdf),
        fileSize: pdf.length,
        doctor,
        befundId: report.befundId,
        patient: report.patient,
        critical: isCriticalReport(report),
        importHash: importHashOf(report),
        senderBsnr: report.bsnr,
        ...(report.results.length > 0
          ? {
              results: {
                patient: report.patient,
                bsnr: report.bsnr,
                sampledAt: report.sampledAt,
                status: report.status,
                results: report.results,
              },
            }
          : {}),
      });
    }
  } catch (error) {
    await Promise.all(planned.map((plan) => context.reportFiles.remove(plan.fileKey)));
    throw error;
  }
  const links: (ReportOrderLink | null)[] = imported.map(() => null);
  const stored = await recordPlacedReports(context, importer.id, planned, {
    ...options,
    alongside: async (tx, emit, report, index) => {
      const order = imported[index]?.order;
      const doctor = planned[index]?.doctor;
      if (!order || !doctor) return;
      links[index] = await linkReportToOrder(tx, emit, {
        order,
        reportId: report.report.id,
        doctorId: doctor.id,
        actorName: importer.name,
        now: context.now(),
      });
    },
  });
  return stored.map((one, index) => ({ ...one, order: links[index] ?? null }));
}
