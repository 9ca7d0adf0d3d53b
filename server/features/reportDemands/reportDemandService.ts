/**
 * Making, reading and archiving report demands (spec §4 'Report demand'). Each function runs in
 * the caller's writeWithChanges transaction and emits the change rows of what it wrote: a demand
 * is seen by its doctor, its contact person and the laboratory staff (reportDemandAccess.ts).
 */
import { and, eq } from 'drizzle-orm';
import { NotificationType } from '../../../src/contract/activities';
import type { CreateReportDemandInput, ReportDemandRecord } from '../../../src/contract/reportDemands';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import { StatisticKind } from '../../../src/contract/statistics';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import {
  reportDemandReads,
  reportDemands,
  reports,
  type ReportDemandMessageRow,
  type ReportDemandRow,
} from '../../platform/db/schema';
import { fieldError, HttpError, notFound } from '../../platform/http/httpErrors';
import { notifyUser } from '../activities';
import { visibleReports } from '../reports';
import { countStatistic } from '../../platform/statistics/dailyStatistics';
import { userScope } from '../../platform/sync/scopes';
import { insertThreadEntry } from '../../platform/thread/threadEntries';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { demandScopes, isParticipant, visibleDemand, type DemandViewer } from './reportDemandAccess';
import { messageThread, readDemandRecord } from './reportDemandRecords';
import { contactPersonFor, displayName, participantsOf } from './demandParticipants';

/** The demand the viewer may reach by id or uuid; 404 otherwise. */
export async function findDemand(tx: AppTx, viewer: DemandViewer, key: IdOrUuid): Promise<ReportDemandRow> {
  const [demand] = await tx.select().from(reportDemands).where(visibleDemand(viewer, key));
  if (!demand) throw notFound();
  return demand;
}

/** Emits the demand to everyone who sees it; its data (the conversation) changed for all of them. */
export async function emitDemand(tx: AppTx, emit: Emit, demand: ReportDemandRow): Promise<void> {
  const { doctor, contactPerson } = await participantsOf(tx, demand);
  emit(SyncEntity.reportDemand, demand.uuid, demandScopes(doctor.uuid, contactPerson?.uuid ?? null));
}

/** The viewer has read the conversation up to `now`. */
export async function markRead(tx: AppTx, demandId: number, userId: number, now: Date): Promise<void> {
  await tx
    .insert(reportDemandReads)
    .values({ demandId, userId, readAt: now })
    .onConflictDoUpdate({
      target: [reportDemandReads.demandId, reportDemandReads.userId],
      set: { readAt: now },
    });
}

/**
 * The doctor's question on one of their reports, with its first message, addressed to the
 * contact person, who is notified. Another doctor's report is not found; staff, who see every
 * report, are refused (a demand is the doctor's).
 */
export async function createDemand(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  input: CreateReportDemandInput,
  now: Date,
): Promise<ReportDemandRecord> {
  const [report] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, input.report_id), visibleReports(viewer)));
  if (!report) throw notFound();
  if (report.userId !== viewer.id) throw new HttpError(403, 'reportDemands.notOwnReport');

  const [demand] = await tx
    .insert(reportDemands)
    .values({
      ...(input.uuid ? { uuid: input.uuid } : {}),
      reportId: report.id,
      befundId: report.befundId,
      patientData: report.patientData,
      doctorId: viewer.id,
      contactPersonId: await contactPersonFor(tx, report.uploadedBy),
      subject: input.subject,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: reportDemands.uuid })
    .returning();
  if (!demand) throw fieldError('uuid', 'validation.uuidTaken');
  await insertMessage(
    tx,
    { uuid: input.message_uuid, demandId: demand.id, authorId: viewer.id, message: input.message, now },
    'message_uuid',
  );
  await markRead(tx, demand.id, viewer.id, now);

  const { doctor, contactPerson } = await participantsOf(tx, demand);
  emit(SyncEntity.reportDemand, demand.uuid, demandScopes(doctor.uuid, contactPerson?.uuid ?? null));
  countStatistic(emit, StatisticKind.demands, now);
  if (contactPerson) {
    await notifyUser(tx, emit, contactPerson, {
      type: NotificationType.reportDemandCreated,
      params: { befundId: demand.befundId, doctor: displayName(doctor) },
      links: { demand: { id: demand.id }, report: { id: report.id } },
      now,
    });
  }
  const record = await readDemandRecord(tx, viewer.id, eq(reportDemands.id, demand.id));
  if (!record) throw new Error('created report demand not readable');
  return record;
}

/** `PUT .../read`: only the viewer's hasUnreadMessages changes, so only the viewer's scope hears. */
export async function readDemand(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  key: IdOrUuid,
  now: Date,
): Promise<void> {
  const demand = await findDemand(tx, viewer, key);
  await markRead(tx, demand.id, viewer.id, now);
  emit(SyncEntity.reportDemand, demand.uuid, [userScope(viewer.uuid)]);
}

/** `PUT .../archive`: the doctor or the contact person (spec §6); archiving twice changes nothing. */
export async function archiveDemand(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  key: IdOrUuid,
  now: Date,
): Promise<void> {
  const demand = await findDemand(tx, viewer, key);
  if (!isParticipant(viewer, demand)) throw new HttpError(403, 'reportDemands.notParticipant');
  if (demand.archivedAt) return;
  const [archived] = await tx
    .update(reportDemands)
    .set({ archivedAt: now, archivedBy: viewer.id, updatedAt: now })
    .where(eq(reportDemands.id, demand.id))
    .returning();
  if (archived) await emitDemand(tx, emit, archived);
}

interface MessageValues {
  uuid?: string | undefined;
  demandId: number;
  authorId: number;
  message: string;
  now: Date;
}

/** One message of a conversation; a uuid the client sent that is already taken is a 422 on `field`. */
export const insertMessage = (
  tx: AppTx,
  { uuid, demandId, authorId, message, now }: MessageValues,
  field: string,
): Promise<ReportDemandMessageRow> =>
  insertThreadEntry(
    tx,
    messageThread,
    uuid,
    { demandId, authorId, message, createdAt: now, updatedAt: now },
    field,
  );
