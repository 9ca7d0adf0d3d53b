/**
 * Reading workshops and registrations as the API answers them and the feed mirrors them
 * (src/contract/workshops.ts): a workshop with its events, topics, attachments, free slots and
 * the length of its waiting list; a registration with its user and, on the waiting list, its
 * position (1: next to move up).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageFile } from '../../../src/contract/backendMessages';
import type { WorkshopRecord, WorkshopRegistrationRecord } from '../../../src/contract/workshops';
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
} from '../../platform/db/schema';

type Db = AppDb | AppTx;

const group = <K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> => {
  const map = new Map<K, V[]>();
  for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
  return map;
};

export async function readWorkshopRecords(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number } = {},
): Promise<WorkshopRecord[]> {
  const query = db.select().from(workshops).where(where).orderBy(asc(workshops.id));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: `db` may be a transaction (the sync feed's), whose one connection takes one query at a time.
  const events = await db
    .select()
    .from(workshopEvents)
    .where(inArray(workshopEvents.workshopId, ids))
    .orderBy(asc(workshopEvents.startsAt), asc(workshopEvents.id));
  const topics = await db
    .select({ workshopId: workshopTopicLinks.workshopId, name: workshopTopics.name })
    .from(workshopTopicLinks)
    .innerJoin(workshopTopics, eq(workshopTopics.id, workshopTopicLinks.topicId))
    .where(inArray(workshopTopicLinks.workshopId, ids))
    .orderBy(asc(workshopTopics.name));
  const attachments = await workshopFilesOf(db, ids);
  const waiting = await db
    .select({ workshopId: workshopRegistrations.workshopId, waiting: count() })
    .from(workshopRegistrations)
    .where(and(inArray(workshopRegistrations.workshopId, ids), eq(workshopRegistrations.status, 'waiting')))
    .groupBy(workshopRegistrations.workshopId);
  const eventsOf = group(events, (event) => event.workshopId);
  const topicsOf = group(topics, (topic) => topic.workshopId);
  const waitingOf = new Map(waiting.map((row) => [row.workshopId, row.waiting]));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    max_participants: row.maxParticipants,
    free_slots: Math.max(0, row.maxParticipants - row.bookedCount),
    waiting: waitingOf.get(row.id) ?? 0,
    topics: (topicsOf.get(row.id) ?? []).map((topic) => topic.name),
    events: (eventsOf.get(row.id) ?? []).map((event) => ({
      id: event.id,
      starts_at: event.startsAt.toISOString(),
      ends_at: event.endsAt.toISOString(),
      place: event.place,
      online_url: event.onlineUrl,
    })),
    files: attachments.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function workshopFilesOf(db: Db, workshopIds: number[]): Promise<Map<number, MessageFile[]>> {
  const rows =
    workshopIds.length === 0
      ? []
      : await db
          .select({ workshopId: workshopFiles.workshopId, file: files })
          .from(workshopFiles)
          .innerJoin(files, eq(files.id, workshopFiles.fileId))
          .where(inArray(workshopFiles.workshopId, workshopIds))
          .orderBy(asc(workshopFiles.sort), asc(files.id));
  const byWorkshop = new Map<number, MessageFile[]>();
  for (const { workshopId, file } of rows) {
    byWorkshop.set(workshopId, [
      ...(byWorkshop.get(workshopId) ?? []),
      // The spec's `name` is the file's uuid: the key on disk stays on the server.
      {
        id: file.id,
        name: file.uuid,
        original_name: file.originalName,
        size: file.size,
        mime: file.mimeType,
      },
    ]);
  }
  return byWorkshop;
}

/** The waiting position: how many of the workshop's waiting registrations come before it, plus one. */
const positionSql = sql<number>`CASE WHEN ${workshopRegistrations.status} = 'waiting' THEN (
  SELECT count(*)::int + 1 FROM workshop_registrations AS ahead
  WHERE ahead.workshop_id = ${workshopRegistrations.workshopId} AND ahead.status = 'waiting'
    AND (ahead.queued_at, ahead.id) < (${workshopRegistrations.queuedAt}, ${workshopRegistrations.id})
) END`;

export async function readRegistrationRecords(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number; order?: 'uuid' | 'queue' } = {},
): Promise<WorkshopRegistrationRecord[]> {
  const query = db
    .select({
      registration: workshopRegistrations,
      position: positionSql,
      userUuid: users.uuid,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
      email: users.email,
    })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(where)
    .orderBy(
      ...(options.order === 'uuid'
        ? [asc(workshopRegistrations.uuid)]
        : [
            asc(workshopRegistrations.status),
            asc(workshopRegistrations.queuedAt),
            asc(workshopRegistrations.id),
          ]),
    );
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map(({ registration, position, userUuid, titel, vorname, nachname, email }) => ({
    id: registration.id,
    uuid: registration.uuid,
    workshop_id: registration.workshopId,
    status: registration.status,
    position: position === null ? null : Number(position),
    user: { uuid: userUuid, name: [titel, vorname, nachname].filter(Boolean).join(' '), email },
    created_at: registration.createdAt.toISOString(),
    updated_at: registration.updatedAt.toISOString(),
  }));
}
