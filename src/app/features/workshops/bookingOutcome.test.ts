import { describe, expect, it } from 'vitest';
import type { WorkshopRegistrationRow } from '../../../db/rows';
import { settledBookings } from './bookingOutcome';

const registration = (
  uuid: string,
  workshopId: number,
  status: 'booked' | 'waiting',
  pending: boolean,
): WorkshopRegistrationRow =>
  ({
    id: uuid,
    uuid,
    workshop_id: workshopId,
    status,
    position: status === 'waiting' ? 1 : null,
    user: { uuid: 'weber', name: 'Dr. Weber', email: null },
    created_at: '2026-11-26T10:00:00Z',
    updated_at: '2026-11-26T10:00:00Z',
    ...(pending ? { pending_outcome: true } : {}),
  }) as WorkshopRegistrationRow;

const workshop = (id: string, title: string) => ({ id, title });

describe('the outcome of a booking made on this device (issue 26)', () => {
  it('names the workshop whose booking the server decided', () => {
    const awaiting = new Set<string>();
    const workshops = [workshop('7', 'Präanalytik'), workshop('8', 'Hygiene')];
    expect(settledBookings([registration('a', 7, 'booked', true)], workshops, awaiting)).toEqual([]);
    expect(settledBookings([registration('a', 7, 'booked', false)], workshops, awaiting)).toEqual([
      { title: 'Präanalytik', status: 'booked', position: null },
    ]);
    // Once told, never again.
    expect(settledBookings([registration('a', 7, 'booked', false)], workshops, awaiting)).toEqual([]);
  });

  it('tells a workshop page only its own workshop’s outcome, not another one’s beside it', () => {
    const awaiting = new Set<string>();
    const page = [workshop('7', 'Präanalytik')];
    settledBookings(
      [registration('a', 7, 'booked', true), registration('b', 8, 'waiting', true)],
      page,
      awaiting,
    );
    expect(
      settledBookings(
        [registration('a', 7, 'booked', false), registration('b', 8, 'waiting', false)],
        page,
        awaiting,
      ),
    ).toEqual([{ title: 'Präanalytik', status: 'booked', position: null }]);
  });
});
