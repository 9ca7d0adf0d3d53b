import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';

export interface SettledBooking {
  /** The workshop it was for: the toast names it (issue 26). */
  title: string;
  status: WorkshopRegistrationRow['status'];
  position: number | null;
}

/**
 * The bookings of `workshops` whose outcome the server has decided since the last call: a booking
 * written on this device carries `pending_outcome` until the pulled registration replaces it.
 * `awaiting` keeps the uuids still waiting between calls. Only the shown workshops count (issue 26:
 * a workshop's page told the waiting-list place of another workshop beside its own booking).
 */
export function settledBookings(
  registrations: readonly WorkshopRegistrationRow[],
  workshops: readonly Pick<WorkshopRow, 'id' | 'title'>[],
  awaiting: Set<string>,
): SettledBooking[] {
  const titles = new Map(workshops.map((workshop) => [workshop.id, workshop.title]));
  const settled: SettledBooking[] = [];
  for (const registration of registrations) {
    const title = titles.get(String(registration.workshop_id));
    if (title === undefined) continue;
    if (registration.pending_outcome) awaiting.add(registration.uuid);
    else if (awaiting.delete(registration.uuid)) {
      settled.push({ title, status: registration.status, position: registration.position });
    }
  }
  return settled;
}
