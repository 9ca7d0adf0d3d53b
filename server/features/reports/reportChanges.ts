/**
 * What happens to a stored report besides upload: it is read by its doctor, or deleted (by staff,
 * by its doctor, or by the retention job when its six months are over). Each change writes its
 * audit entry, its change rows and its notifications in one transaction; a deleted report's file
 * goes after the commit.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { NotificationType } from '../../../src/contract/activities';
import { StatisticKind } from '../../../src/contract/statistics';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import type { AppTx } from '../../platform/db/database';
import { runInBatches, yieldToEventLoop } from '../../platform/jobs/batches';
import { reports, users, type ReportAuditAction } from '../../platform/db/schema';
import { notifyUser } from '../activities';
import { countStatistic } from '../../platform/statistics/dailyStatistics';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import type { Emit, WriteOptions } from '../../platform/sync/writeWithChanges';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { recordReportAudit } from './reportAudit';
import { retentionCutoff, selectReports, type ReportWithDoctor } from './reportRecords';
import { reportScopes } from './reportAccess';

type Context = Pick<AppContext, 'db' | 'reportFiles' | 'now'>;

const doctorLabel = (doctor: ReportWithDoctor['doctor']) =>
  [doctor.titel, doctor.vorname, doctor.nachname].filter(Boolean).join(' ');

async function recipient(tx: AppTx, userId: number | null) {
  if (userId === null) return undefined;
  const [row] = await tx
    .select({ id: users.id, uuid: users.uuid, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The doctor read the report: read_at is set once, with one 'view' audit entry, and whoever
 * uploaded it hears of it. Reading it again changes nothing. Returns whether it was unread.
 */
export async function markReportRead(
  context: Context,
  found: ReportWithDoctor,
  options: WriteOptions = {},
): Promise<boolean> {
  const { result } = await writeWithChanges(
    context.db,
    async (tx, emit) => {
      const now = context.now();
      const [row] = await tx
        .update(reports)
        .set({ readAt: now })
        .where(and(eq(reports.id, found.report.id), isNull(reports.readAt)))
        .returning();
      if (!row) return false;
      await recordReportAudit(tx, 'view', found.doctor.id, row, now);
      countStatistic(emit, StatisticKind.reportViews, now);
      emit(SyncEntity.report, row.id, reportScopes(found.doctor.uuid));
      const uploader = await recipient(tx, row.uploadedBy);
      if (uploader && uploader.id !== found.doctor.id) {
        await notifyUser(tx, emit, uploader, {
          type: NotificationType.reportRead,
          params: { befundId: row.befundId, doctor: doctorLabel(found.doctor) },
          links: { report: { id: row.id } },
          now,
        });
      }
      return true;
    },
    options,
  );
  return result;
}

/**
 * Someone other than its unread doctor opened the report: one 'view' audit entry, counted in the
 * staff's daily report views (issue 14).
 */
export async function recordReportView(
  context: Context,
  found: ReportWithDoctor,
  viewerId: number,
): Promise<void> {
  await writeWithChanges(context.db, async (tx, emit) => {
    const now = context.now();
    await recordReportAudit(tx, 'view', viewerId, found.report, now);
    countStatistic(emit, StatisticKind.reportViews, now);
  });
}

/** Removes a report (row, file, mirrors); 'expire' when the retention job does it. */
export async function deleteReport(
  context: Context,
  found: ReportWithDoctor,
  actor: { id: number } | null,
  options: WriteOptions = {},
): Promise<void> {
  const action: ReportAuditAction = actor ? 'delete' : 'expire';
  const { result: deleted } = await writeWithChanges(
    context.db,
    async (tx, emit) => {
      const [row] = await tx.delete(reports).where(eq(reports.id, found.report.id)).returning();
      if (!row) return null;
      const now = context.now();
      await recordReportAudit(tx, action, actor?.id ?? null, row, now);
      emit.del(SyncEntity.report, row.id, reportScopes(found.doctor.uuid));
      // The administration's mirrored doctor carries the report count (doctor.results).
      emit(SyncEntity.doctor, row.userId, DOCTOR_SCOPES);
      await notifyDeletion(tx, emit, found, actor, now);
      return row;
    },
    options,
  );
  if (deleted) await context.reportFiles.remove(deleted.fileKey);
}

/** The doctor hears that their report is gone, unless they deleted it themselves. */
async function notifyDeletion(
  tx: AppTx,
  emit: Emit,
  found: ReportWithDoctor,
  actor: { id: number } | null,
  now: Date,
) {
  if (actor?.id === found.doctor.id) return;
  const doctor = await recipient(tx, found.doctor.id);
  if (!doctor) return;
  await notifyUser(tx, emit, doctor, {
    type: NotificationType.reportDeleted,
    params: { befundId: found.report.befundId },
    now,
  });
}

/** How many reports the retention job handles per round. */
const RETENTION_BATCH = 100;

/**
 * Deletes every report past its six months (spec §4, §9); returns how many. A round at a time with
 * the event loop's turn after each report (issue 26); a stopped job ends after its round.
 */
export async function expireReports(context: Context, signal?: AbortSignal): Promise<number> {
  const { items } = await runInBatches(
    RETENTION_BATCH,
    async () => {
      const batch = await selectReports(context.db, lt(reports.createdAt, retentionCutoff(context.now())))
        .orderBy(reports.id)
        .limit(RETENTION_BATCH);
      for (const found of batch) {
        await deleteReport(context, found, null);
        await yieldToEventLoop();
      }
      return batch.length;
    },
    signal,
  );
  return items;
}
