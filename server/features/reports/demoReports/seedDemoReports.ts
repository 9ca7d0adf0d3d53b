/**
 * Demo reports (issue 6): dr.weber and dr.klein get a few dozen reports each, with real PDFs
 * (patient, values, reference ranges; server/features/reports/demoReports), stored encrypted like uploads
 * and uploaded by 'labor'. About a third are unread; the oldest are past five months. The three
 * newest unread ones of each doctor come with their 'new report' notification.
 */
import { inArray } from 'drizzle-orm';
import { NotificationType } from '../../../../src/contract/activities';
import { SyncEntity } from '../../../../src/contract/sync';
import type { AppDb } from '../../../platform/db/database';
import { reports, users } from '../../../platform/db/schema';
import { notifyUser } from '../../activities';
import { recordReportAudit } from '../reportAudit';
import type { ReportFileStore } from '../../../platform/files/reportFileStore';
import { reportScopes } from '../reportAccess';
import { demoReportContents, type DemoReportContent } from './demoReportContent';
import { renderReportPdf } from './renderReportPdf';
import { writeWithChanges } from '../../../platform/sync/writeWithChanges';

/** Doctor, how many reports, and the seed of their contents. */
const DEMO_REPORTS = [
  { username: 'dr.weber', count: 30, seed: 483 },
  { username: 'dr.klein', count: 24, seed: 517 },
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
    });
    const files = await Promise.all(
      contents.map(async (content) => ({
        content,
        ...(await storePdf(reportFiles, await renderReportPdf(content, { labName }))),
      })),
    );
    // Issue 17: the first read report of each doctor carries a critical value they acknowledged.
    const criticalIndex = files.findIndex((_file, index) => !isUnread(index));
    await writeWithChanges(db, async (tx, emit) => {
      let notified = 0;
      for (const [index, { content, fileKey, size }] of files.entries()) {
        const readAt = isUnread(index) ? null : new Date(content.reportedAt.getTime() + 86_400_000);
        const critical = index === criticalIndex;
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
        await recordReportAudit(tx, 'upload', uploader?.id ?? null, row, content.reportedAt);
        if (critical && readAt) {
          await recordReportAudit(tx, 'critical', uploader?.id ?? null, row, content.reportedAt);
          await recordReportAudit(tx, 'acknowledge', doctor.id, row, readAt);
        }
        emit(SyncEntity.report, row.id, reportScopes(doctor.uuid));
        if (isUnread(index) && notified < NOTIFIED_PER_DOCTOR) {
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

const filenameOf = (lisId: string, { befundId, patient }: DemoReportContent) =>
  `${lisId}_${befundId}_${patient.nachname}_${patient.vorname}.pdf`;

async function storePdf(reportFiles: ReportFileStore, bytes: Uint8Array) {
  return { fileKey: await reportFiles.put(bytes), size: bytes.length };
}
