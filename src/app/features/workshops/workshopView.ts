import { bookingOutcome } from '../../../contract/workshopRules';
import type { WorkshopEvent } from '../../../contract/workshops';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';

/**
 * What the workshop screens show, computed from mirrored rows: pure, so it is tested without a
 * browser (workshopView.test.ts).
 */

/** The first event not yet over at `now`, or null when all are past. */
export const nextEvent = (workshop: Pick<WorkshopRow, 'events'>, now: Date): WorkshopEvent | null =>
  workshop.events.find((event) => Date.parse(event.ends_at) > now.getTime()) ?? null;

/** Upcoming workshops first, by their next date; past ones after, latest first. */
export function workshopsInOrder(workshops: readonly WorkshopRow[], now: Date): WorkshopRow[] {
  const upcoming = workshops.filter((workshop) => nextEvent(workshop, now) !== null);
  const past = workshops.filter((workshop) => nextEvent(workshop, now) === null);
  const start = (workshop: WorkshopRow, event: WorkshopEvent | null | undefined) =>
    event ? Date.parse(event.starts_at) : Number(workshop.id);
  return [
    ...upcoming.sort((a, b) => start(a, nextEvent(a, now)) - start(b, nextEvent(b, now))),
    ...past.sort((a, b) => start(b, b.events.at(-1)) - start(a, a.events.at(-1))),
  ];
}

/** The user's own registration (booked or waiting) for the workshop, if any. */
export const ownRegistration = (
  registrations: readonly WorkshopRegistrationRow[],
  workshopId: string,
  userUuid: string,
): WorkshopRegistrationRow | undefined =>
  registrations.find(
    (registration) => String(registration.workshop_id) === workshopId && registration.user.uuid === userUuid,
  );

export interface AgendaEntry {
  workshop: WorkshopRow;
  event: WorkshopEvent;
}

export interface AgendaMonth {
  /** `YYYY-MM` in the viewer's time zone. */
  month: string;
  entries: AgendaEntry[];
}

/** The events view (spec §2 'events'): every date not yet over, by month, earliest first. */
export function agenda(workshops: readonly WorkshopRow[], now: Date): AgendaMonth[] {
  const entries = workshops
    .flatMap((workshop) => workshop.events.map((event) => ({ workshop, event })))
    .filter(({ event }) => Date.parse(event.ends_at) > now.getTime())
    .sort((a, b) => Date.parse(a.event.starts_at) - Date.parse(b.event.starts_at));
  const months: AgendaMonth[] = [];
  for (const entry of entries) {
    const date = new Date(entry.event.starts_at);
    const month = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}

/** The user's registrations with their workshops, booked first, each by the workshop's next date. */
export function myRegistrations(
  registrations: readonly WorkshopRegistrationRow[],
  workshops: readonly WorkshopRow[],
  userUuid: string,
  now: Date,
): { registration: WorkshopRegistrationRow; workshop: WorkshopRow }[] {
  const byId = new Map(workshops.map((workshop) => [workshop.id, workshop]));
  const order = new Map(workshopsInOrder(workshops, now).map((workshop, index) => [workshop.id, index]));
  return registrations
    .filter((registration) => registration.user.uuid === userUuid)
    .flatMap((registration) => {
      const workshop = byId.get(String(registration.workshop_id));
      return workshop ? [{ registration, workshop }] : [];
    })
    .sort(
      (a, b) =>
        Number(a.registration.status === 'waiting') - Number(b.registration.status === 'waiting') ||
        (order.get(a.workshop.id) ?? 0) - (order.get(b.workshop.id) ?? 0),
    );
}

/**
 * The row a booking writes at once, before the server decides: the outcome the device expects
 * from the mirrored free slots, marked `pending_outcome` (the screen says 'Wird gesendet…' rather
 * than promising a place). The pulled row replaces it under the same uuid.
 */
export function optimisticRegistration(
  workshop: WorkshopRow,
  user: { uuid: string; name: string; email: string | null },
  uuid: string,
  now: string,
): WorkshopRegistrationRow {
  const status = bookingOutcome(workshop.free_slots);
  return {
    id: uuid,
    uuid,
    workshop_id: Number(workshop.id),
    status,
    position: status === 'waiting' ? workshop.waiting + 1 : null,
    user,
    created_at: now,
    updated_at: now,
    pending_outcome: true,
  };
}

/** Participants and the waiting list of one workshop (staff view), each in the server's order. */
export function participantsOf(registrations: readonly WorkshopRegistrationRow[], workshopId: string) {
  const own = registrations.filter((registration) => String(registration.workshop_id) === workshopId);
  const byQueue = (a: WorkshopRegistrationRow, b: WorkshopRegistrationRow) =>
    (a.position ?? 0) - (b.position ?? 0) || a.created_at.localeCompare(b.created_at);
  return {
    booked: own.filter((registration) => registration.status === 'booked').sort(byQueue),
    waiting: own.filter((registration) => registration.status === 'waiting').sort(byQueue),
  };
}

/** Upcoming workshops the user has a booked place in (the dashboard card). */
export function upcomingBooked(
  registrations: readonly WorkshopRegistrationRow[],
  workshops: readonly WorkshopRow[],
  userUuid: string,
  now: Date,
  limit: number,
) {
  return myRegistrations(registrations, workshops, userUuid, now)
    .filter(({ registration, workshop }) => registration.status === 'booked' && nextEvent(workshop, now))
    .slice(0, limit);
}
