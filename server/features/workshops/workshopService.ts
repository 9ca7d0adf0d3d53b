/**
 * Creating, editing and deleting workshops (staff) — spec §3 'Workshop', issue 15. Each function
 * runs in the caller's writeWithChanges transaction and announces what it wrote. Registrations are
 * workshopBooking.ts.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { SyncEntity } from '../../../src/contract/sync';
import type { WorkshopRecord, workshopInputSchema } from '../../../src/contract/workshops';
import type { z } from 'zod';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  files,
  users,
  workshopEvents,
  workshopFiles,
  workshopRegistrations,
  workshops,
  workshopTopicLinks,
  workshopTopics,
  type WorkshopRow,
} from '../../platform/db/schema';
import { insertFileRows, type StoredAttachment } from '../../platform/files/attachmentUpload';
import { fieldError, notFound } from '../../platform/http/httpErrors';
import type { MailSender } from '../../platform/mail/mailIntents';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { registrationScopes, WORKSHOP_SCOPES, workshopKey } from './workshopAccess';
import { promoteWaiting } from './workshopBooking';
import { announceWorkshop } from './workshopNotices';
import { readWorkshopRecords } from './workshopRecords';

export type WorkshopInputParsed = z.output<typeof workshopInputSchema>;

export interface WorkshopAuthor {
  id: number;
}

/** The workshop by id or uuid, locked for the write; 404 otherwise. */
export async function findWorkshop(tx: AppTx, key: IdOrUuid): Promise<WorkshopRow> {
  const [workshop] = await tx.select().from(workshops).where(workshopKey(key)).for('update');
  if (!workshop) throw notFound();
  return workshop;
}

export async function workshopRecordOf(tx: AppTx, id: number): Promise<WorkshopRecord> {
  const [record] = await readWorkshopRecords(tx, eq(workshops.id, id));
  if (!record) throw new Error('workshop not readable after writing it');
  return record;
}

async function writeDetails(
  tx: AppTx,
  workshopId: number,
  input: WorkshopInputParsed,
  attachments: readonly StoredAttachment[],
  author: WorkshopAuthor,
  now: Date,
): Promise<void> {
  await tx.delete(workshopEvents).where(eq(workshopEvents.workshopId, workshopId));
  await tx.insert(workshopEvents).values(
    input.events.map((event) => ({
      workshopId,
      startsAt: new Date(event.starts_at),
      endsAt: new Date(event.ends_at),
      place: event.place || null,
      onlineUrl: event.online_url || null,
    })),
  );
  await tx.delete(workshopTopicLinks).where(eq(workshopTopicLinks.workshopId, workshopId));
  const names = [...new Set(input.topics)];
  if (names.length > 0) {
    await tx
      .insert(workshopTopics)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing({ target: workshopTopics.name });
    const topics = await tx
      .select({ id: workshopTopics.id })
      .from(workshopTopics)
      .where(inArray(workshopTopics.name, names));
    await tx.insert(workshopTopicLinks).values(topics.map((topic) => ({ workshopId, topicId: topic.id })));
  }
  const fileRows = await insertFileRows(tx, attachments, author.id, now);
  if (fileRows.length > 0) {
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(workshopFiles)
      .where(eq(workshopFiles.workshopId, workshopId));
    await tx
      .insert(workshopFiles)
      .values(fileRows.map((file, index) => ({ workshopId, fileId: file.id, sort: kept + index })));
  }
}

/** `POST /api/workshops`. */
export async function createWorkshop(
  tx: AppTx,
  emit: Emit,
  author: WorkshopAuthor,
  input: WorkshopInputParsed,
  attachments: readonly StoredAttachment[],
  now: Date,
): Promise<WorkshopRecord> {
  const [workshop] = await tx
    .insert(workshops)
    .values({
      title: input.title,
      description: input.description,
      maxParticipants: input.max_participants,
      createdBy: author.id,
      updatedBy: author.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!workshop) throw new Error('workshop not inserted');
  await writeDetails(tx, workshop.id, input, attachments, author, now);
  announceWorkshop(emit, workshop.id);
  return workshopRecordOf(tx, workshop.id);
}

/** How many attachments the workshop keeps after removing `removeIds`. */
export async function keptWorkshopFiles(tx: AppDb | AppTx, workshopId: number, removeIds: readonly number[]) {
  const linked = await tx
    .select({ fileId: workshopFiles.fileId })
    .from(workshopFiles)
    .where(eq(workshopFiles.workshopId, workshopId));
  return linked.filter((row) => !removeIds.includes(row.fileId)).length;
}

/**
 * `POST /api/workshops/{id}`. The maximum may not fall below the places already booked (a 422:
 * staff cancel registrations first); when it rises, the first waiting move up into the new places.
 * Returns the file keys to delete from disk after the commit.
 */
export async function updateWorkshop(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  author: WorkshopAuthor,
  key: IdOrUuid,
  input: WorkshopInputParsed,
  attachments: readonly StoredAttachment[],
  now: Date,
): Promise<{ record: WorkshopRecord; removedFileKeys: string[] }> {
  const workshop = await findWorkshop(tx, key);
  if (input.max_participants < workshop.bookedCount) {
    throw fieldError('max_participants', 'workshops.belowBooked');
  }
  const [updated] = await tx
    .update(workshops)
    .set({
      title: input.title,
      description: input.description,
      maxParticipants: input.max_participants,
      updatedBy: author.id,
      updatedAt: now,
    })
    .where(eq(workshops.id, workshop.id))
    .returning();
  if (!updated) throw notFound();
  const removedFileKeys = await unlinkFiles(tx, workshop.id, input.remove_file_ids);
  await writeDetails(tx, workshop.id, input, attachments, author, now);
  for (let free = updated.maxParticipants - updated.bookedCount; free > 0; free--) {
    if (!(await promoteWaiting(tx, emit, mail, updated, now))) break;
  }
  announceWorkshop(emit, workshop.id);
  return { record: await workshopRecordOf(tx, workshop.id), removedFileKeys };
}

async function unlinkFiles(tx: AppTx, workshopId: number, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const unlinked = await tx
    .delete(workshopFiles)
    .where(and(eq(workshopFiles.workshopId, workshopId), inArray(workshopFiles.fileId, [...fileIds])))
    .returning({ fileId: workshopFiles.fileId });
  if (unlinked.length === 0) return [];
  const removed = await tx
    .delete(files)
    .where(
      inArray(
        files.id,
        unlinked.map((row) => row.fileId),
      ),
    )
    .returning({ name: files.name });
  return removed.map((row) => row.name);
}

/**
 * `DELETE /api/workshops/{id}`: the workshop with its events, registrations and attachments. It
 * leaves every mirror, and so does each registration. Returns the file keys to delete from disk.
 */
export async function deleteWorkshop(tx: AppTx, emit: Emit, key: IdOrUuid): Promise<string[]> {
  const workshop = await findWorkshop(tx, key);
  const registrations = await tx
    .select({ uuid: workshopRegistrations.uuid, userUuid: users.uuid })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(eq(workshopRegistrations.workshopId, workshop.id));
  const linked = await tx
    .select({ fileId: workshopFiles.fileId })
    .from(workshopFiles)
    .where(eq(workshopFiles.workshopId, workshop.id));
  await tx.delete(workshops).where(eq(workshops.id, workshop.id));
  const removed =
    linked.length === 0
      ? []
      : await tx
          .delete(files)
          .where(
            inArray(
              files.id,
              linked.map((row) => row.fileId),
            ),
          )
          .returning({ name: files.name });
  for (const registration of registrations) {
    emit.del(SyncEntity.workshopRegistration, registration.uuid, registrationScopes(registration.userUuid));
  }
  emit.del(SyncEntity.workshop, workshop.id, WORKSHOP_SCOPES);
  return removed.map((row) => row.name);
}
