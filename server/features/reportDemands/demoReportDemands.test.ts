import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncrypter } from '../../platform/crypto/encryption';
import { createPasswordHasher } from '../../platform/crypto/passwordHasher';
import type { Database } from '../../platform/db/database';
import { reportDemands, reportInterpretations, tickets } from '../../platform/db/schema';
import { readDemandRecords } from './reportDemandRecords';
import { readInterpretations } from '../reportInterpretations';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { insertReport, userIdOf } from '../../testing/reports';
import { TEST_PASSWORD_HASH_COST } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';
import { seedDemoData } from '../../seed/demoData';
import { installResultKeys } from '../results';
import { seedDemoDemandsAndInterpretations } from './demoReportDemands';
import { seedReferenceData } from '../../seed/referenceData';

const NOW = new Date('2026-03-02T09:00:00Z');

// The demo orders' patients are encrypted with the patients' key, installed at start (main.ts).
installResultKeys(testConfig().appKey);

describe.each(testDatabases())('demo report demands and interpretations on $kind', (testDatabase) => {
  let database: Database;
  const seed = () =>
    writeWithChanges(database.db, (tx, emit) => seedDemoDemandsAndInterpretations(tx, { now: NOW, emit }));

  beforeAll(async () => {
    database = await testDatabase.open();
    await seedReferenceData(database.db);
    await seedDemoData(database.db, {
      passwords: createPasswordHasher(TEST_PASSWORD_HASH_COST),
      encrypter: createEncrypter(testConfig().appKey),
      now: NOW,
    });
  });
  afterAll(() => database?.close());

  it('does nothing without demo reports', async () => {
    expect((await seed()).result).toEqual({ demands: 0, interpretations: 0 });
  });

  it('seeds demands and interpretations in every state on two reports, once', async () => {
    const db = database.db;
    await insertReport(db, {
      doctor: 'dr.weber',
      befundId: '26-000101',
      uploadedBy: 'labor',
      createdAt: NOW,
    });
    await insertReport(db, { doctor: 'dr.klein', befundId: '26-000102', createdAt: NOW });
    const { result, version } = await seed();
    expect(result).toEqual({ demands: 6, interpretations: 4 });
    expect(version).not.toBeNull();

    const weber = await userIdOf(db, 'dr.weber');
    const demands = await readDemandRecords(db, weber, eq(reportDemands.doctorId, weber), { limit: 100 });
    const active = demands.filter((row) => row.archivedAt === null);
    expect(active.some((row) => row.hasUnreadMessages)).toBe(true);
    expect(active.some((row) => !row.hasUnreadMessages && row.messages.length > 1)).toBe(true);
    expect(demands.some((row) => row.archivedAt !== null && row.ticket === null)).toBe(true);
    expect(demands.some((row) => row.archivedAt !== null && row.ticket !== null)).toBe(true);
    expect(demands.find((row) => row.report === null)).toMatchObject({ befundId: '24-0815-X' });
    const [orphaned] = await db
      .select({ n: count() })
      .from(reportDemands)
      .where(isNull(reportDemands.reportId));
    expect(orphaned?.n).toBe(1);
    const [ticket] = await db.select().from(tickets).where(isNotNull(tickets.reportDemandId));
    expect(ticket).toMatchObject({ recipientId: await userIdOf(db, 'labor'), subCategory: 'Rechnung' });

    const interpretations = await readInterpretations(db, undefined, { limit: 100 });
    expect(interpretations.filter((row) => row.pending)).toHaveLength(1);
    expect(interpretations.filter((row) => row.read_at && !row.done && !row.cancelled)).toHaveLength(1);
    expect(interpretations.filter((row) => row.done)).toHaveLength(1);
    expect(interpretations.filter((row) => row.cancelled)).toHaveLength(1);

    expect((await seed()).result).toEqual({ demands: 0, interpretations: 0 });
    const [again] = await db.select({ n: count() }).from(reportInterpretations);
    expect(again?.n).toBe(4);
  });
});
