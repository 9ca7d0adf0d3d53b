/**
 * The conversation of a demand (spec §3 'messages carry messageUuid', §7). Everyone who reaches a
 * demand may write in it while it is active; each author edits and deletes only their own
 * messages. Writing marks the conversation read for the author: they answered what they saw.
 * A deletion is announced to the other participants (ReportDemandMessageDeleted), so an open
 * conversation drops the message at once; the pull that follows brings the same state.
 */
import { and, eq } from 'drizzle-orm';
import {
  REPORT_DEMAND_MESSAGE_DELETED_EVENT,
  type CreateReportDemandMessageInput,
  type ReportDemandMessageRecord,
} from '../../../src/contract/reportDemands';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import type { AppTx } from '../../platform/db/database';
import { reportDemandMessages, reportDemands, type ReportDemandMessageRow } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { writtenEntry } from '../../platform/thread/threadEntries';
import { visibleDemands, type DemandViewer } from './reportDemandAccess';
import { readDemandRecord } from './reportDemandRecords';
import { emitDemand, findDemand, insertMessage, markRead } from './reportDemandService';
import { participantsOf } from './demandParticipants';

async function messageRecord(tx: AppTx, viewerId: number, message: ReportDemandMessageRow) {
  const record = await readDemandRecord(tx, viewerId, eq(reportDemands.id, message.demandId));
  return writtenEntry(record?.messages, message.id);
}

export async function addMessage(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  input: CreateReportDemandMessageInput,
  now: Date,
): Promise<ReportDemandMessageRecord> {
  const demand = await findDemand(tx, viewer, input.demand_id);
  if (demand.archivedAt) throw new HttpError(409, 'reportDemands.archived');
  const message = await insertMessage(
    tx,
    { uuid: input.uuid, demandId: demand.id, authorId: viewer.id, message: input.message, now },
    'uuid',
  );
  await tx.update(reportDemands).set({ updatedAt: now }).where(eq(reportDemands.id, demand.id));
  await markRead(tx, demand.id, viewer.id, now);
  await emitDemand(tx, emit, demand);
  return messageRecord(tx, viewer.id, message);
}

/** The viewer's own message in an active demand the viewer reaches; 404 when not reachable. */
async function ownMessage(tx: AppTx, viewer: DemandViewer, key: IdOrUuid) {
  const [found] = await tx
    .select({ message: reportDemandMessages, demand: reportDemands })
    .from(reportDemandMessages)
    .innerJoin(reportDemands, eq(reportDemands.id, reportDemandMessages.demandId))
    .where(
      and(
        typeof key === 'number' ? eq(reportDemandMessages.id, key) : eq(reportDemandMessages.uuid, key),
        visibleDemands(viewer),
      ),
    );
  if (!found) throw notFound();
  if (found.message.authorId !== viewer.id) throw new HttpError(403, 'reportDemands.notOwnMessage');
  if (found.demand.archivedAt) throw new HttpError(409, 'reportDemands.archived');
  return found;
}

export async function editMessage(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  key: IdOrUuid,
  text: string,
  now: Date,
): Promise<ReportDemandMessageRecord> {
  const { message, demand } = await ownMessage(tx, viewer, key);
  const [updated] = await tx
    .update(reportDemandMessages)
    .set({ message: text, updatedAt: now })
    .where(eq(reportDemandMessages.id, message.id))
    .returning();
  if (!updated) throw notFound();
  await emitDemand(tx, emit, demand);
  return messageRecord(tx, viewer.id, updated);
}

export async function deleteMessage(
  tx: AppTx,
  emit: Emit,
  viewer: DemandViewer,
  key: IdOrUuid,
): Promise<void> {
  const { message, demand } = await ownMessage(tx, viewer, key);
  await tx.delete(reportDemandMessages).where(eq(reportDemandMessages.id, message.id));
  await emitDemand(tx, emit, demand);
  const { doctor, contactPerson } = await participantsOf(tx, demand);
  for (const other of [doctor, contactPerson]) {
    if (!other || other.id === viewer.id) continue;
    emit.event({
      to: { userUuid: other.uuid },
      event: REPORT_DEMAND_MESSAGE_DELETED_EVENT,
      data: { demandUuid: demand.uuid, messageUuid: message.uuid },
    });
  }
}
