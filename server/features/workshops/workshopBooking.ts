/**
 * Booking and cancelling places (spec §4 'Workshop booking', §8, issue 15). Every function first
 * locks the workshop row (`SELECT ... FOR UPDATE`), so bookings and cancellations of one workshop
 * take turns: a booking reads the free places after the one before it committed, and a freed
 * place goes to exactly one waiting registration. The database keeps the capacity on its own as
 * well (booked_count and its CHECK, custom migration workshop_capacity).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import {
  bookingOutcome,
  mayCancelRegistration,
  type WorkshopActor,
} from '../../../src/contract/workshopRules';
import type {
  CreateWorkshopRegistration,
  WorkshopRegistrationRecord,
  WorkshopRegistrationStatus,
} from '../../../src/contract/workshops';
import type { AppTx } from '../../platform/db/database';
import { users, workshopRegistrations, workshops, type WorkshopRow } from '../../platform/db/schema';
import { fieldError, HttpError, notFound } from '../../platform/http/httpErrors';
import type { MailSender } from '../../platform/mail/mailIntents';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { visibleRegistration } from './workshopAccess';
import {
  announceRegistration,
  announceRegistrationGone,
  announceWaitingList,
  announceWorkshop,
  notifyPromoted,
  personById,
  queuePromotedMail,
} from './workshopNotices';
import { readRegistrationRecords } from './workshopRecords';

export type Booker = WorkshopActor & { uuid: string };

async function lockWorkshop(tx: AppTx, id: number): Promise<WorkshopRow | undefined> {
  const [workshop] = await tx.select().from(workshops).where(eq(workshops.id, id)).for('update');
  return workshop;
}

async function registrationRecordOf(tx: AppTx, id: number): Promise<WorkshopRegistrationRecord> {
  const [record] = await readRegistrationRecords(tx, eq(workshopRegistrations.id, id));
  if (!record) throw new Error('registration not readable after writing it');
  return record;
}

/**
 * `POST /api/workshops/registrations`: a place while one is free, else a place on the waiting
 * list. A second booking of the same workshop is refused (409, spec §8's text); a workshop deleted
 * meanwhile is a 404.
 */
export async function bookWorkshop(
  tx: AppTx,
  emit: Emit,
  booker: Booker,
  input: CreateWorkshopRegistration,
  now: Date,
): Promise<WorkshopRegistrationRecord> {
  const workshop = await lockWorkshop(tx, input.workshop_id);
  if (!workshop) throw new HttpError(404, 'workshops.gone');
  const [existing] = await tx
    .select({ id: workshopRegistrations.id })
    .from(workshopRegistrations)
    .where(
      and(eq(workshopRegistrations.workshopId, workshop.id), eq(workshopRegistrations.userId, booker.id)),
    );
  if (existing) throw new HttpError(409, 'workshops.alreadyRegistered');
  const [registration] = await tx
    .insert(workshopRegistrations)
    .values({
      ...(input.uuid ? { uuid: input.uuid } : {}),
      workshopId: workshop.id,
      userId: booker.id,
      status: bookingOutcome(workshop.maxParticipants - workshop.bookedCount),
      queuedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: workshopRegistrations.uuid })
    .returning();
  if (!registration) throw fieldError('uuid', 'validation.uuidTaken');
  announceRegistration(emit, registration, booker.uuid);
  announceWorkshop(emit, workshop.id);
  return registrationRecordOf(tx, registration.id);
}

/**
 * Moves the first waiting registration of the workshop (the earliest `queued_at`) up to a booked
 * place, with a notification and a mail. The caller holds the workshop's lock and knows a place is
 * free. Returns whether anyone was waiting.
 */
export async function promoteWaiting(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  workshop: WorkshopRow,
  now: Date,
): Promise<boolean> {
  const [first] = await tx
    .select()
    .from(workshopRegistrations)
    .where(
      and(eq(workshopRegistrations.workshopId, workshop.id), eq(workshopRegistrations.status, 'waiting')),
    )
    .orderBy(asc(workshopRegistrations.queuedAt), asc(workshopRegistrations.id))
    .limit(1)
    .for('update');
  if (!first) return false;
  const [promoted] = await tx
    .update(workshopRegistrations)
    .set({ status: 'booked', updatedAt: now })
    .where(eq(workshopRegistrations.id, first.id))
    .returning();
  const person = await personById(tx, first.userId);
  if (!promoted || !person) return false;
  announceRegistration(emit, promoted, person.uuid);
  await notifyPromoted(tx, emit, person, workshop, now);
  await queuePromotedMail(mail, tx, person, workshop);
  return true;
}

/**
 * `DELETE /api/workshops/registrations/{id}` (a booked place) and `.../registrations/waiting/{id}`
 * (a place on the waiting list): by its user or by workshop staff. A cancelled place goes at once
 * to the first waiting. When the registration's state changed meanwhile (a waiting place moved up
 * before its cancellation arrived), the cancellation is refused with a 409 saying so: the user
 * decides again rather than losing a booked place they did not mean to give up.
 */
export async function cancelRegistration(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  actor: WorkshopActor,
  key: IdOrUuid,
  expected: WorkshopRegistrationStatus,
  now: Date,
): Promise<void> {
  const [found] = await tx
    .select({ workshopId: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .where(visibleRegistration(actor, key));
  if (!found) throw notFound();
  const workshop = await lockWorkshop(tx, found.workshopId);
  const [registration] = await tx
    .select({ registration: workshopRegistrations, userUuid: users.uuid })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(visibleRegistration(actor, key))
    .for('update', { of: workshopRegistrations });
  if (!workshop || !registration) throw notFound();
  const row = registration.registration;
  if (!mayCancelRegistration(actor, row)) throw notFound();
  if (row.status !== expected) {
    throw new HttpError(409, expected === 'waiting' ? 'workshops.promotedMeanwhile' : 'workshops.notBooked');
  }
  await tx.delete(workshopRegistrations).where(eq(workshopRegistrations.id, row.id));
  announceRegistrationGone(emit, row, registration.userUuid);
  if (row.status === 'booked') {
    const [current] = await tx.select().from(workshops).where(eq(workshops.id, workshop.id));
    if (current) await promoteWaiting(tx, emit, mail, current, now);
  }
  await announceWaitingList(tx, emit, workshop.id);
  announceWorkshop(emit, workshop.id);
}
