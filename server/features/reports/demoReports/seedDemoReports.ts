/**
 * Demo reports (issue 6): dr.weber and dr.klein get a few dozen reports each, with real PDFs
 * (patient, values, reference ranges; server/features/reports/demoReports), stored encrypted like uploads
 * and uploaded by 'labor'. About a third are unread; the oldest are past five months. The three
 * newest unread ones of each doctor come with their 'new report' notification.
 * Issue 27: each structured report's values are stored through the results feature, the same
 * values its PDF prints; the histories' patients (demoPatientHistories.ts) have several reports
 * each, one of them corrected (recorded first as sent, then as corrected, as an import does). A
 * report with a critical value (dr.weber's Erika Mustermann, potassium 7,1) is critical, read and
 * acknowledged: an unacknowledged one would put its dialog over every page of hers (and escalate
 * at once); the dialog is shown by importing docs/samples/fhir-bundle-critical-potassium.json.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { isCriticalResult } from '../../../../src/contract/results';
import { NotificationType } from '../../../../src/contract/activities';
import { SyncEntity } from '../../../../src/contract/sync';
import type { AppDb } from '../../../platform/db/database';
import { officeDoctors, offices, reports, users } from '../../../platform/db/schema';
import { notifyUser } from '../../activities';
import { recordReportAudit } from '../reportAudit';
import type { ReportFileStore } from '../../../platform/files/reportFileStore';
import { reportScopes } from '../reportAccess';
import { recordReportResults } from '../../results';
import { demoReportContents, type GeneratedReport } from './demoReportContent';
import { DEMO_PATIENT_HISTORIES } from './demoPatientHistories';
import { demoResultsInput, toReportResults } from './demoReportResults';
import { renderReportPdf } from './renderReportPdf';
import { writeWithChanges } from '../../../platform/sync/writeWithChanges';

/** Doctor, how many one-off reports (besides the histories' reports), and the seed of their contents. */
const DEMO_REPORTS = [
  { username: 'dr.weber', count: 18, seed: 483 },
  { username: 'dr.klein', count: 16, seed: 517 },
] as const;
const UPLOADER = 'labor';
const NOTIFIED_PER_DOCTOR = 3;

export interface DemoReportOptions {
  reportFiles: ReportFileStore;
  labName: string;
  now: Date;
}

/** Every third report, from the newest, is unread; the others were read a day after arrival. */
const isUnread = (index: number) => index % 3 === 0;

export async function seedDemoReports(db: AppDb, { reportFiles, labName, now }: DemoReportOptions) {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.username, [...DEMO_REPORTS.map((entry) => entry.username), UPLOADER]));
  const byName = new Map(people.map((person) => [person.username, person]));
  const uploader = byName.get(UPLOADER);

  for (const { username, count, seed } of DEMO_REPORTS) {
    const doctor = byName.get(username);
    if (!doctor?.lisId) continue;
    const contents = demoReportContents(seed, count, {
      doctor: { titel: doctor.titel ?? '', vorname: doctor.vorname, nachname: doctor.nachname },
      now,
      histories: DEMO_PATIENT_HISTORIES[username] ?? [],
    });
    const bsnr = await practiceOf(db, doctor.id);
    const files = await Promise.all(
      contents.map(async (content) => ({
        content,
        ...(await storePdf(reportFiles, await renderReportPdf(content, { labName }))),
      })),
    );
    await writeWithChanges(db, async (tx, emit) => {
      let notified = 0;
      for (const [index, { content, fileKey, size }] of files.entries()) {
        // Issue 17: a critical value the doctor acknowledged when she read the report.
        const critical = hasCriticalValue(content);
        const unread = isUnread(index) && !critical;
        const readAt = unread ? null : new Date(content.reportedAt.getTime() + 86_400_000);
        const [row] = await tx
          .insert(reports)
          .values({
            befundId: content.befundId,
            userId: doctor.id,
            patientData: { ...content.patient },
            filename: filenameOf(doctor.lisId ?? '', content),
            fileKey,
            fileSize: size,
            uploadedBy: uploader?.id ?? null,
            readAt,
            ...(critical
              ? { critical, criticalAcknowledgedAt: readAt, criticalAcknowledgedBy: doctor.id }
              : {}),
            createdAt: content.reportedAt,
            updatedAt: content.reportedAt,
          })
          .returning();
        if (!row) throw new Error('demo report not stored');
        if (content.structured) {
          const report = { id: row.id, userId: doctor.id };
          if (content.corrected)
            await recordReportResults(tx, report, demoResultsInput(content, bsnr, 'first'));
          await recordReportResults(tx, report, demoResultsInput(content, bsnr, 'current'));
        }
        await recordReportAudit(tx, 'upload', uploader?.id ?? null, row, content.reportedAt);
        if (critical && readAt) {
          await recordReportAudit(tx, 'critical', uploader?.id ?? null, row, content.reportedAt);
          await recordReportAudit(tx, 'acknowledge', doctor.id, row, readAt);
        }
        emit(SyncEntity.report, row.id, reportScopes(doctor.uuid));
        if (unread && notified < NOTIFIED_PER_DOCTOR) {
          notified++;
          await notifyUser(tx, emit, doctor, {
            type: NotificationType.reportUploaded,
            params: { befundId: row.befundId },
            links: { report: { id: row.id } },
            now: content.reportedAt,
          });
        }
      }
    });
  }
}

const hasCriticalValue = (content: GeneratedReport) =>
  content.structured && toReportResults(content.results).some(isCriticalResult);

/** The practice a doctor's patients belong to: her first office (dr.weber has two). */
async function practiceOf(db: AppDb, doctorId: number): Promise<string | null> {
  const [office] = await db
    .select({ bsnr: offices.bsnr })
    .from(officeDoctors)
    .innerJoin(offices, eq(offices.id, officeDoctors.officeId))
    .where(eq(officeDoctors.userId, doctorId))
    .orderBy(asc(offices.id))
    .limit(1);
  return office?.bsnr ?? null;
}

const filenameOf = (lisId: string, { befundId, patient }: GeneratedReport) =>
  `${lisId}_${befundId}_${patient.nachname}_${patient.vorname}.pdf`;

async function storePdf(reportFiles: ReportFileStore, bytes: Uint8Array) {
  return { fileKey: await reportFiles.put(bytes), size: bytes.length };
}
