import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { ReportRow } from '../db/rows';
import { heldReportFiles, keepSet, prefetchReportFiles } from './reportFiles';
import { testDb } from './testing/testDb';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const DAY = 86_400_000;
const SIZE = 1_000;

function report(id: string, ageDays: number, read: boolean): ReportRow {
  const created = new Date(NOW - ageDays * DAY).toISOString();
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `26-${id}`,
    patient_data: { nachname: 'Muster', vorname: 'Erika', geburtsdatum: null },
    filename: `${id}.pdf`,
    filesize: SIZE,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: null, vorname: 'Anna', nachname: 'Weber' },
    created_at: created,
    updated_at: created,
    read_at: read ? created : null,
    downloadable_until: new Date(NOW + 90 * DAY).toISOString(),
  };
}

/** The server's file route: every PDF answers, and each request is counted. */
function fileServer() {
  const fetched: string[] = [];
  const fetchFn = async (input: string) => {
    fetched.push(decodeURIComponent(input.split('/')[3] ?? ''));
    return new Response(new Uint8Array(SIZE), { status: 200 });
  };
  return { fetched, fetch: fetchFn };
}

/** A quota that holds `slots` PDFs: usage is what the database holds. */
const quotaOf = (db: KundencenterDb, slots: number) => async () => ({
  usage: (await db.reportFile.count()) * SIZE,
  // The prefetch fills up to 80 % of the quota.
  quota: (slots * SIZE) / 0.8,
});

let db: KundencenterDb;
beforeEach(async () => {
  db = await testDb();
});

describe('keepSet', () => {
  it('puts the chosen reports first, then unread and recent ones, newest first', () => {
    const reports = [report('new', 1, true), report('unread', 200, false), report('old', 100, true)];
    const { wanted, keeps } = keepSet(reports, new Set(['old']), NOW);
    expect(wanted.map((r) => r.id)).toEqual(['old', 'new', 'unread']);
    expect(keeps('old')).toBe(true);
    expect(keeps('other')).toBe(false);
  });

  it('leaves out an old read report nobody chose', () => {
    expect(keepSet([report('old', 100, true)], new Set(), NOW).wanted).toEqual([]);
  });
});

describe('prefetchReportFiles with reports kept on the device', () => {
  it('fetches a chosen old report the automatic prefetch would leave on the server', async () => {
    await db.report.bulkPut([report('old', 100, true), report('recent', 2, true)]);
    const server = fileServer();
    expect(await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW })).toBe(1);
    expect(server.fetched).toEqual(['recent']);

    await db.keptReport.put({ id: 'old', keptAt: NOW });
    expect(await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW })).toBe(1);
    expect(server.fetched).toEqual(['recent', 'old']);
    expect((await db.reportFile.get('old'))?.version).toBe(1);
  });

  it('never evicts a chosen report to make room, but evicts one held without reason', async () => {
    await db.report.bulkPut([
      report('chosen', 120, true),
      report('stray', 150, true),
      report('fresh', 1, false),
    ]);
    await db.keptReport.put({ id: 'chosen', keptAt: NOW });
    const bytes = new ArrayBuffer(SIZE);
    await db.reportFile.bulkPut([
      { id: 'chosen', version: 1, bytes, storedAt: NOW - 50 * DAY },
      { id: 'stray', version: 1, bytes, storedAt: NOW - 10 * DAY },
    ]);
    const server = fileServer();
    await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW, estimate: quotaOf(db, 2) });
    expect(server.fetched).toEqual(['fresh']);
    expect((await db.reportFile.toCollection().primaryKeys()).sort()).toEqual(['chosen', 'fresh']);
  });

  it('stops at the quota rather than evict what is chosen or automatic', async () => {
    await db.report.bulkPut([report('a', 1, false), report('b', 2, false)]);
    await db.keptReport.put({ id: 'kept', keptAt: NOW });
    await db.report.put(report('kept', 300, true));
    const server = fileServer();
    await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW, estimate: quotaOf(db, 2) });
    expect(server.fetched).toEqual(['kept', 'a']);
    await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW, estimate: quotaOf(db, 2) });
    expect((await db.reportFile.toCollection().primaryKeys()).sort()).toEqual(['a', 'kept']);
  });
});

describe('what the device holds', () => {
  it('is read from the index: the prefetch after a pull reads none of the PDFs it holds', async () => {
    await db.report.bulkPut([report('current', 1, false), { ...report('stale', 1, false), version: 2 }]);
    const bytes = new ArrayBuffer(SIZE);
    await db.reportFile.bulkPut([
      { id: 'current', version: 1, bytes, storedAt: NOW - DAY },
      { id: 'stale', version: 1, bytes, storedAt: NOW - 2 * DAY },
    ]);
    expect(await heldReportFiles(db)).toEqual(
      new Map([
        ['current', { id: 'current', version: 1, storedAt: NOW - DAY }],
        ['stale', { id: 'stale', version: 1, storedAt: NOW - 2 * DAY }],
      ]),
    );
    // Every way IndexedDB hands out a stored row's value, on the store and on its indexes.
    const spies = [
      ...(['get', 'getAll', 'openCursor'] as const).map((name) => vi.spyOn(IDBObjectStore.prototype, name)),
      ...(['get', 'getAll', 'openCursor'] as const).map((name) => vi.spyOn(IDBIndex.prototype, name)),
    ];
    const server = fileServer();
    let fileReads: unknown[] = [];
    try {
      expect(await prefetchReportFiles(db, { fetch: server.fetch, now: () => NOW })).toBe(1);
    } finally {
      fileReads = spies.flatMap((spy) =>
        (spy.mock.contexts as (IDBObjectStore | IDBIndex)[]).filter(
          (context) => ('objectStore' in context ? context.objectStore.name : context.name) === 'reportFile',
        ),
      );
      for (const spy of spies) spy.mockRestore();
    }
    expect(server.fetched).toEqual(['stale']);
    expect(fileReads).toEqual([]);
    expect((await heldReportFiles(db)).get('stale')?.version).toBe(2);
  });
});
