import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { ReportFileError } from '../../../sync/reportFiles';
import { testDb } from '../../../sync/testing/testDb';
import { isOfflineFailure, localReportPdf } from './reportPdf';

let db: KundencenterDb;
beforeEach(async () => {
  db = await testDb();
});
afterEach(() => db.close());

const pdf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const asText = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

describe('a report PDF to show', () => {
  it('comes from the device when it holds the current version, without the network', async () => {
    await db.reportFile.put({ id: '17', version: 2, bytes: pdf('v2'), storedAt: 1 });
    const fetchFn = vi.fn();
    const file = await localReportPdf(db, { id: '17', version: 2 }, fetchFn);
    expect(asText(file.bytes)).toBe('v2');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('is fetched and kept when the device holds only an older version', async () => {
    await db.reportFile.put({ id: '17', version: 1, bytes: pdf('v1'), storedAt: 1 });
    const fetchFn = vi.fn(() => Promise.resolve(new Response(pdf('v2'), { status: 200 })));
    const file = await localReportPdf(db, { id: '17', version: 2 }, fetchFn);
    expect(asText(file.bytes)).toBe('v2');
    expect(fetchFn).toHaveBeenCalledWith('/api/befunde/17/file', expect.anything());
    expect((await db.reportFile.get('17'))?.version).toBe(2);
  });

  it('fails as offline when the device lacks it and the network is gone', async () => {
    const fetchFn = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await localReportPdf(db, { id: '17', version: 1 }, fetchFn).catch(
      (error: unknown) => error,
    );
    expect(isOfflineFailure(failure)).toBe(true);
  });

  it('fails with the server status when the server refuses it', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response('{}', { status: 404 })));
    const failure = await localReportPdf(db, { id: '17', version: 1 }, fetchFn).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ReportFileError);
    expect(isOfflineFailure(failure)).toBe(false);
    expect((failure as ReportFileError).status).toBe(404);
  });
});
