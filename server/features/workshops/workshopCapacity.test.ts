/**
 * Issue 15: the capacity of a workshop is never exceeded, also when bookings and cancellations
 * arrive at the same time. On PostgreSQL the writers run on separate pool connections, so they
 * really interleave (like server/platform/sync/commitOrder.test.ts); on PGlite they queue. And the database
 * refuses an overfull workshop on its own, whatever the code does.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopInputSchema } from '../../../src/contract/workshops';
import type { Database } from '../../platform/db/database';
import { users, workshopRegistrations, workshops } from '../../platform/db/schema';
import { queueOnlyMailSender } from '../../platform/mail/mailIntents';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';
import { bookWorkshop, cancelRegistration } from './workshopBooking';
import { createWorkshop } from './workshopService';

const PLACES = 10;
const BOOKERS = 50;
const now = new Date('2026-11-24T10:00:00Z');

describe.each(testDatabases())('workshop capacity on $kind', (testDatabase) => {
  let database: Database;
  let people: { id: number; uuid: string }[];

  const newWorkshop = async (maxParticipants: number) => {
    const { result } = await writeWithChanges(database.db, (tx, emit) =>
      createWorkshop(
        tx,
        emit,
        { id: people[0]?.id ?? 1 },
        workshopInputSchema.parse({
          title: 'Kapazität',
          description: 'Viele gleichzeitige Buchungen.',
          max_participants: maxParticipants,
          events: [
            {
              starts_at: '2026-12-01T10:00:00Z',
              ends_at: '2026-12-01T12:00:00Z',
              place: 'Labor',
              online_url: null,
            },
          ],
        }),
        [],
        now,
      ),
    );
    return result.id;
  };
  const book = (workshopId: number, person: { id: number; uuid: string }) =>
    writeWithChanges(database.db, (tx, emit) =>
      bookWorkshop(tx, emit, { ...person, permissions: [] }, { workshop_id: workshopId }, now),
    ).then(({ result }) => result);
  const statusCounts = async (workshopId: number) => {
    const rows = await database.db
      .select({ status: workshopRegistrations.status, n: count() })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.workshopId, workshopId))
      .groupBy(workshopRegistrations.status);
    const [workshop] = await database.db.select().from(workshops).where(eq(workshops.id, workshopId));
    return {
      booked: rows.find((row) => row.status === 'booked')?.n ?? 0,
      waiting: rows.find((row) => row.status === 'waiting')?.n ?? 0,
      bookedCount: workshop?.bookedCount,
    };
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    people = await database.db
      .insert(users)
      .values(
        Array.from({ length: BOOKERS }, (_, index) => ({
          vorname: 'Test',
          nachname: `Ärztin ${index}`,
          email: `booker${index}@example.org`,
        })),
      )
      .returning({ id: users.id, uuid: users.uuid });
  });
  afterAll(() => database?.close());

  it('gives 50 concurrent bookings for 10 places exactly 10 bookings and 40 places on the waiting list', async () => {
    const workshopId = await newWorkshop(PLACES);
    const results = await Promise.all(people.map((person) => book(workshopId, person)));
    expect(results.filter((result) => result.status === 'booked')).toHaveLength(PLACES);
    expect(results.filter((result) => result.status === 'waiting')).toHaveLength(BOOKERS - PLACES);
    expect(await statusCounts(workshopId)).toEqual({
      booked: PLACES,
      waiting: BOOKERS - PLACES,
      bookedCount: PLACES,
    });
    // The waiting positions are 1..40, each once.
    const positions = results.flatMap((result) => (result.position === null ? [] : [result.position]));
    expect(positions.sort((a, b) => a - b)).toEqual(
      Array.from({ length: BOOKERS - PLACES }, (_, i) => i + 1),
    );
  }, 60_000);

  it('keeps exactly 10 booked while cancellations and new bookings run at the same time', async () => {
    const workshopId = await newWorkshop(PLACES);
    const first = people.slice(0, 30);
    const registrations = [];
    for (const person of first) registrations.push(await book(workshopId, person));
    const booked = registrations.filter((registration) => registration.status === 'booked');
    // The promoted doctors' mails are only queued: no app composes them here.
    const mail = queueOnlyMailSender(testConfig().appKey, () => now);
    const staff = { id: -1, permissions: ['manage workshops'] };
    await Promise.all([
      ...booked
        .slice(0, 6)
        .map((registration) =>
          writeWithChanges(database.db, (tx, emit) =>
            cancelRegistration(tx, emit, mail, staff, registration.uuid, 'booked', now),
          ),
        ),
      ...people.slice(30).map((person) => book(workshopId, person)),
    ]);
    expect(await statusCounts(workshopId)).toEqual({
      booked: PLACES,
      waiting: BOOKERS - PLACES - 6,
      bookedCount: PLACES,
    });
  }, 60_000);

  it('refuses in the database a booked registration beyond the maximum, whatever the code does', async () => {
    const workshopId = await newWorkshop(1);
    const [one, two] = people;
    if (!one || !two) throw new Error('no people');
    await database.db
      .insert(workshopRegistrations)
      .values({ workshopId, userId: one.id, status: 'booked', queuedAt: now });
    await expect(
      database.db
        .insert(workshopRegistrations)
        .values({ workshopId, userId: two.id, status: 'booked', queuedAt: now }),
    ).rejects.toThrow();
    // Nor can the maximum be lowered below the booked places.
    await expect(
      database.db.update(workshops).set({ maxParticipants: 0 }).where(eq(workshops.id, workshopId)),
    ).rejects.toThrow();
    const [row] = await database.db
      .select({ n: count() })
      .from(workshopRegistrations)
      .where(
        and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'booked')),
      );
    expect(row?.n).toBe(1);
  });
});
