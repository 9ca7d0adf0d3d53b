import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncEntity, SyncOp } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { IecLexiconEntryRow, OfficeRow, ReportRow } from '../db/rows';
import { cacheServerRows } from './cacheServerRows';
import { holdServerVersion } from './mirror';
import { applyPage } from './pull';
import { testDb } from './testing/testDb';

let db: KundencenterDb;

beforeEach(async () => {
  db = await testDb();
});
afterEach(() => db.close());

function entry(term: string, updatedAt: string): IecLexiconEntryRow {
  return {
    id: '4',
    term: { de: term, en: term },
    definition: { de: 'Definition', en: 'Definition' },
    substance_id: null,
    source_ids: [],
    updated_at: updatedAt,
  };
}

const EARLIER = '2026-11-24T09:00:00.000Z';
const LATER = '2026-11-24T09:00:05.000Z';

/** What a pull writes: another editor's version of the entry. */
const pulled = (row: IecLexiconEntryRow) =>
  applyPage(
    db,
    [{ entity: SyncEntity.iecLexiconEntry, id: row.id, op: SyncOp.put, data: { ...row } }],
    'c2',
    0,
  );

describe('cacheServerRows', () => {
  it('keeps a newer version a pull brought between the server’s answer and the write', async () => {
    await pulled(entry('Nickel (Kollegin)', LATER));
    await cacheServerRows(db, SyncEntity.iecLexiconEntry, [entry('Nickel (eigene Fassung)', EARLIER)]);
    expect(await db.iecLexiconEntry.get('4')).toEqual(entry('Nickel (Kollegin)', LATER));
  });

  it('writes a version as new as or newer than the mirror’s, and a row the mirror lacks', async () => {
    await pulled(entry('Nickel', EARLIER));
    await cacheServerRows(db, SyncEntity.iecLexiconEntry, [entry('Nickel, neu', LATER)]);
    expect(await db.iecLexiconEntry.get('4')).toEqual(entry('Nickel, neu', LATER));
    await cacheServerRows(db, SyncEntity.iecLexiconEntry, [entry('Nickel, gleich alt', LATER)]);
    expect(await db.iecLexiconEntry.get('4')).toEqual(entry('Nickel, gleich alt', LATER));
    await cacheServerRows(db, SyncEntity.iecLexiconEntry, [{ ...entry('Kobalt', EARLIER), id: '5' }]);
    expect((await db.iecLexiconEntry.get('5'))?.term.de).toBe('Kobalt');
  });

  it('compares with the held server version of an entity with queued actions, not the optimistic row', async () => {
    await pulled(entry('Nickel', EARLIER));
    await db.transaction('rw', db.syncTables(), () => holdServerVersion(db, SyncEntity.iecLexiconEntry, '4'));
    await db.iecLexiconEntry.put(entry('Nickel (optimistisch)', EARLIER));
    await pulled(entry('Nickel (Kollegin)', LATER));

    await cacheServerRows(db, SyncEntity.iecLexiconEntry, [entry('Nickel (eigene Fassung)', EARLIER)]);
    expect((await db.held.get([SyncEntity.iecLexiconEntry, '4']))?.data).toEqual(
      entry('Nickel (Kollegin)', LATER),
    );
    expect(await db.iecLexiconEntry.get('4')).toEqual(entry('Nickel (optimistisch)', EARLIER));
  });

  it('orders reports by their version before their change time', async () => {
    const report = (version: number, updatedAt: string) =>
      ({ id: '7', version, updated_at: updatedAt }) as ReportRow;
    await db.report.put(report(2, EARLIER));
    await cacheServerRows(db, SyncEntity.report, [report(1, LATER)]);
    expect((await db.report.get('7'))?.version).toBe(2);
    await cacheServerRows(db, SyncEntity.report, [report(3, EARLIER)]);
    expect((await db.report.get('7'))?.version).toBe(3);
  });

  it('keeps what a pull brought since a write when the answer carries the write’s cursor, for rows without a change time', async () => {
    const office = (name: string) => ({ id: '3', name, active: true }) as OfficeRow;
    // The answer to a write at e0.05; a pull up to e0.07 brought another editor's change meanwhile.
    await applyPage(
      db,
      [{ entity: SyncEntity.office, id: '3', op: SyncOp.put, data: { ...office('Praxis Nord') } }],
      'e0.07',
      0,
    );
    await cacheServerRows(db, SyncEntity.office, [office('Praxis Mitte')], 'e0.05');
    expect((await db.office.get('3'))?.name).toBe('Praxis Nord');

    // A mirror behind the write takes the answer (the pull that follows brings anything newer).
    await cacheServerRows(db, SyncEntity.office, [office('Praxis Süd')], 'e0.09');
    expect((await db.office.get('3'))?.name).toBe('Praxis Süd');
    // A row the mirror lacks is cached whatever the cursor.
    await cacheServerRows(db, SyncEntity.office, [{ ...office('Praxis West'), id: '4' }], 'e0.01');
    expect((await db.office.get('4'))?.name).toBe('Praxis West');
  });
});
