import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/contract/permissions';
import { SyncEntity } from '../../src/contract/sync';
import type { Database } from '../platform/db/database';
import {
  changes,
  orderStatuses,
  paymentMethods,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from '../platform/db/schema';
import { readClock } from '../platform/sync/syncClock';
import { testDatabases } from '../testing/testDatabases';
import { PaymentMethodId } from '../../src/contract/officeSettings';
import {
  ORDER_STATUS_LOOKUP,
  PAYMENT_METHODS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketStatusId,
} from '../features/lookups';
import { seedReferenceData } from './referenceData';

describe.each(testDatabases())('reference data on $kind', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open();
    await seedReferenceData(database.db);
  });
  afterAll(() => database?.close());

  it('creates the lookups of spec §4 and §9 and announces them to every mirror', async () => {
    const db = database.db;
    expect(await db.select().from(ticketCategories).orderBy(ticketCategories.id)).toHaveLength(
      TICKET_CATEGORIES.length,
    );
    expect(
      (await db.select().from(ticketStatuses).orderBy(ticketStatuses.id)).map((row) => row.name),
    ).toEqual(['Offen', 'Bearbeitung', 'Rückmeldung', 'Erledigt']);
    expect(
      (await db.select().from(ticketPriorities).orderBy(ticketPriorities.id)).map((row) => [
        row.id,
        row.name,
      ]),
    ).toEqual([
      [0, 'Gering'],
      [1, 'Normal'],
      [2, 'Kritisch'],
    ]);
    expect(
      (await db.select().from(orderStatuses).orderBy(orderStatuses.sort)).map((row) => row.name),
    ).toEqual(ORDER_STATUS_LOOKUP.map((status) => status.name));
    const announced = await db.select().from(changes);
    const count = (entity: SyncEntity) => announced.filter((row) => row.entity === entity).length;
    expect(count(SyncEntity.ticketPriority)).toBe(TICKET_PRIORITIES.length);
    expect(count(SyncEntity.ticketStatus)).toBe(TICKET_STATUSES.length);
    expect(count(SyncEntity.permission)).toBe(ALL_PERMISSIONS.length);
    expect(count(SyncEntity.role)).toBe(3);
  });

  it('changes nothing at the next start, and corrects only what differs from the code', async () => {
    const before = await readClock(database.db);
    await seedReferenceData(database.db);
    expect(await readClock(database.db)).toBe(before);

    await database.db
      .update(ticketStatuses)
      .set({ color: '#000000' })
      .where(eq(ticketStatuses.id, TicketStatusId.closed));
    await seedReferenceData(database.db);
    expect(await readClock(database.db)).toBe(before + 1);
    const [closed] = await database.db
      .select()
      .from(ticketStatuses)
      .where(eq(ticketStatuses.id, TicketStatusId.closed));
    expect(closed?.color).toBe(TICKET_STATUSES.find((status) => status.id === TicketStatusId.closed)?.color);
    expect(
      await database.db
        .select()
        .from(changes)
        .where(eq(changes.version, before + 1)),
    ).toEqual([
      expect.objectContaining({
        entity: SyncEntity.ticketStatus,
        entityId: String(TicketStatusId.closed),
        scope: 'all',
      }),
    ]);
  });

  it('keeps the payment methods of spec §3 with both labels, correcting one changed in the database', async () => {
    await database.db
      .update(paymentMethods)
      .set({ nameEn: 'Card' })
      .where(eq(paymentMethods.id, PaymentMethodId.creditCard));
    const before = await readClock(database.db);
    await seedReferenceData(database.db);
    expect(await readClock(database.db)).toBe(before + 1);
    const rows = await database.db.select().from(paymentMethods).orderBy(paymentMethods.sort);
    expect(rows).toEqual(PAYMENT_METHODS.map((row) => ({ ...row })));
    expect(rows.map((row) => row.name)).toEqual(['Rechnung', 'Kreditkarte', 'Kreditkarte NLRF']);
  });
});
