/**
 * Requests for a report interpretation and their handling (spec §4: pending if not done, not
 * cancelled and not read). The doctor requests one for their report and every staff member is
 * notified (interpretation.requested); staff may also record one on a doctor's behalf (a request
 * taken by phone), which is read from the start. Staff mark a request read, done or cancelled; the
 * doctor hears it on their private channel (ReportInterpretationRead / ReportInterpretationUpdated)
 * and through the change feed.
 */
import { and, eq } from 'drizzle-orm';
import { NotificationType } from '../../../src/contract/activities';
import { Permission } from '../../../src/contract/permissions';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import {
  ReportInterpretationEvent,
  type ReportInterpretationRecord,
  type RequestInterpretationInput,
  type UpdateInterpretationInput,
} from '../../../src/contract/reportInterpretations';
import { SyncEntity } from '../../../src/contract/sync';
import { usersHoldingPermission } from '../../platform/auth/permissionHolders';
import type { AppTx } from '../../platform/db/database';
import {
  reportInterpretations,
  reports,
  users,
  type ReportInterpretationRow,
} from '../../platform/db/schema';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/http/httpErrors';
import { notifyUser } from '../activities';
import { doctorDisplayName as displayName } from '../../../src/contract/doctors';
import { visibleReports } from '../reports';
import type { Emit } from '../../platform/sync/writeWithChanges';
import {
  interpretationKey,
  interpretationScopes,
  readInterpretation,
  type InterpretationViewer,
  visibleInterpretations,
} from './interpretationRecords';

async function doctorOf(tx: AppTx, doctorId: number) {
  const [doctor] = await tx.select().from(users).where(eq(users.id, doctorId));
  if (!doctor) throw new Error('interpretation without its doctor');
  return doctor;
}

async function recordOf(tx: AppTx, id: number): Promise<ReportInterpretationRecord> {
  const record = await readInterpretation(tx, eq(reportInterpretations.id, id));
  if (!record) throw new Error('report interpretation not readable');
  return record;
}

export async function findInterpretation(
  tx: AppTx,
  viewer: InterpretationViewer,
  key: IdOrUuid,
): Promise<ReportInterpretationRow> {
  const [row] = await tx
    .select()
    .from(reportInterpretations)
    .where(and(interpretationKey(key), visibleInterpretations(viewer)));
  if (!row) throw notFound();
  return row;
}

/**
 * `onBehalf` false: the doctor asks for their own report (staff are refused: they see every
 * report, but the request is the doctor's). True: staff record it for the report's doctor.
 */
export async function requestInterpretation(
  tx: AppTx,
  emit: Emit,
  viewer: InterpretationViewer,
  input: RequestInterpretationInput,
  { now, onBehalf }: { now: Date; onBehalf: boolean },
): Promise<ReportInterpretationRecord> {
  const [report] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, input.report_id), visibleReports(viewer)));
  if (!report) throw notFound();
  if (!onBehalf && report.userId !== viewer.id) throw new HttpError(403, 'reportDemands.notOwnReport');

  const [row] = await tx
    .insert(reportInterpretations)
    .values({
      ...(input.uuid ? { uuid: input.uuid } : {}),
      reportId: report.id,
      befundId: report.befundId,
      doctorId: report.userId,
      preferredDates: input.preferred_dates,
      note: input.note || null,
      readAt: onBehalf ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: reportInterpretations.uuid })
    .returning();
  if (!row) throw fieldError('uuid', 'validation.uuidTaken');
  const doctor = await doctorOf(tx, row.doctorId);
  emit(SyncEntity.reportInterpretation, row.uuid, interpretationScopes(doctor.uuid));
  if (!onBehalf) {
    for (const staff of await usersHoldingPermission(tx, Permission.uploadReports)) {
      if (staff.id === viewer.id) continue;
      await notifyUser(tx, emit, staff, {
        type: NotificationType.interpretationRequested,
        params: { doctor: displayName(doctor) },
        links: { interpretation: { id: row.id }, report: { id: report.id } },
        now,
      });
    }
  }
  return recordOf(tx, row.id);
}

/**
 * Staff mark a request read, done or cancelled; a closed request stays closed. The doctor of the
 * request is refused (403) only after the lookup, so other doctors' ids still answer 404.
 */
export async function updateInterpretation(
  tx: AppTx,
  emit: Emit,
  viewer: InterpretationViewer,
  key: IdOrUuid,
  input: UpdateInterpretationInput,
  { now, staff }: { now: Date; staff: boolean },
): Promise<ReportInterpretationRecord> {
  const row = await findInterpretation(tx, viewer, key);
  if (!staff) throw forbidden();
  const closed = row.doneAt !== null || row.cancelledAt !== null;
  const changes: Partial<ReportInterpretationRow> = {};
  if (input.status) {
    const already = input.status === 'done' ? row.doneAt !== null : row.cancelledAt !== null;
    if (closed && !already) throw new HttpError(409, 'reportInterpretations.closed');
    if (!already) Object.assign(changes, input.status === 'done' ? { doneAt: now } : { cancelledAt: now });
  }
  if (row.readAt === null) changes.readAt = now;
  if (Object.keys(changes).length === 0) return recordOf(tx, row.id);

  await tx
    .update(reportInterpretations)
    .set({ ...changes, updatedAt: now })
    .where(eq(reportInterpretations.id, row.id));
  const doctor = await doctorOf(tx, row.doctorId);
  emit(SyncEntity.reportInterpretation, row.uuid, interpretationScopes(doctor.uuid));
  const statusChanged = changes.doneAt !== undefined || changes.cancelledAt !== undefined;
  emit.event({
    to: { userUuid: doctor.uuid },
    event: statusChanged ? ReportInterpretationEvent.updated : ReportInterpretationEvent.read,
    data: { id: row.id, uuid: row.uuid },
  });
  return recordOf(tx, row.id);
}

/** The requesting doctor withdraws their request, or staff remove one. */
export async function deleteInterpretation(
  tx: AppTx,
  emit: Emit,
  viewer: InterpretationViewer,
  key: IdOrUuid,
): Promise<void> {
  const row = await findInterpretation(tx, viewer, key);
  await tx.delete(reportInterpretations).where(eq(reportInterpretations.id, row.id));
  const doctor = await doctorOf(tx, row.doctorId);
  emit.del(SyncEntity.reportInterpretation, row.uuid, interpretationScopes(doctor.uuid));
}
