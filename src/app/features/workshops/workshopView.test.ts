import { describe, expect, it } from 'vitest';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import {
  agenda,
  myRegistrations,
  nextEvent,
  optimisticRegistration,
  ownRegistration,
  participantsOf,
  upcomingBooked,
  workshopsInOrder,
} from './workshopView';

const now = new Date('2026-11-24T10:00:00Z');
const workshop = (id: number, starts: string[], fields: Partial<WorkshopRow> = {}): WorkshopRow => ({
  id: String(id),
  uuid: `w-${id}`,
  title: `Schulung ${id}`,
  description: '',
  max_participants: 2,
  free_slots: 2,
  waiting: 0,
  topics: [],
  events: starts.map((start, index) => ({
    id: id * 10 + index,
    starts_at: start,
    ends_at: new Date(Date.parse(start) + 3_600_000).toISOString(),
    place: 'Labor',
    online_url: null,
  })),
  files: [],
  created_at: '',
  updated_at: '',
  ...fields,
});
const registration = (
  uuid: string,
  workshopId: number,
  user: string,
  status: 'booked' | 'waiting',
  position: number | null = null,
): WorkshopRegistrationRow => ({
  id: uuid,
  uuid,
  workshop_id: workshopId,
  status,
  position,
  user: { uuid: user, name: user, email: null },
  created_at: '2026-11-20T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
});

const past = workshop(1, ['2026-11-01T09:00:00Z']);
const later = workshop(2, ['2026-12-20T09:00:00Z']);
const sooner = workshop(3, ['2026-11-01T09:00:00Z', '2026-12-01T09:00:00Z']);

describe('the workshop screens', () => {
  it('lists upcoming workshops by their next date, past ones last', () => {
    expect(workshopsInOrder([past, later, sooner], now).map((w) => w.id)).toEqual(['3', '2', '1']);
    expect(nextEvent(sooner, now)?.starts_at).toBe('2026-12-01T09:00:00Z');
    expect(nextEvent(past, now)).toBeNull();
  });

  it('groups the dates not yet over by month for the events view', () => {
    const months = agenda([past, later, sooner], now);
    expect(months.map((month) => [month.month, month.entries.map((entry) => entry.workshop.id)])).toEqual([
      ['2026-12', ['3', '2']],
    ]);
  });

  it("finds the user's own registration and lists theirs, booked before waiting", () => {
    const rows = [
      registration('a', 2, 'weber', 'waiting', 1),
      registration('b', 3, 'weber', 'booked'),
      registration('c', 3, 'klein', 'booked'),
    ];
    expect(ownRegistration(rows, '3', 'weber')?.uuid).toBe('b');
    expect(ownRegistration(rows, '1', 'weber')).toBeUndefined();
    expect(
      myRegistrations(rows, [past, later, sooner], 'weber', now).map((entry) => entry.registration.uuid),
    ).toEqual(['b', 'a']);
    expect(
      upcomingBooked(rows, [past, later, sooner], 'weber', now, 3).map((entry) => entry.workshop.id),
    ).toEqual(['3']);
  });

  it('expects a place while one is free and the waiting list when full, marked as not yet decided', () => {
    const user = { uuid: 'weber', name: 'Dr. Weber', email: null };
    expect(optimisticRegistration(later, user, 'u1', '')).toMatchObject({
      status: 'booked',
      position: null,
      pending_outcome: true,
    });
    const full = { ...later, free_slots: 0, waiting: 2 };
    expect(optimisticRegistration(full, user, 'u2', '')).toMatchObject({
      status: 'waiting',
      position: 3,
      pending_outcome: true,
    });
  });

  it('splits a workshop into participants and the waiting list in queue order', () => {
    const rows = [
      registration('w2', 2, 'x', 'waiting', 2),
      registration('b', 2, 'y', 'booked'),
      registration('w1', 2, 'z', 'waiting', 1),
      registration('o', 3, 'q', 'booked'),
    ];
    const { booked, waiting } = participantsOf(rows, '2');
    expect(booked.map((row) => row.uuid)).toEqual(['b']);
    expect(waiting.map((row) => row.uuid)).toEqual(['w1', 'w2']);
  });
});
