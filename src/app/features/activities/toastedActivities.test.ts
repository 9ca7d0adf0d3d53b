import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../../../db/rows';
import { takeNewActivities, toastLedger } from './toastedActivities';

/** localStorage as a Map: what survives a reload of the page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const row = (id: string, created_at: string, read_at: string | null = null) =>
  ({ id, created_at, read_at, data: { message: `Neuer Befund ${id}` } }) as unknown as NotificationRow;

const opened = Date.parse('2026-11-23T10:00:00.000Z');

describe('takeNewActivities', () => {
  it('toasts what arrives while the page is open, not what the mirror held before', () => {
    const ledger = toastLedger('u-1', memoryStorage());
    const rows = [row('old', '2026-11-23T09:30:00.000Z'), row('new', '2026-11-23T10:00:05.000Z')];
    expect(takeNewActivities(rows, opened, ledger).map((r) => r.id)).toEqual(['new']);
    expect(takeNewActivities(rows, opened, ledger)).toEqual([]);
  });

  it('does not toast again after a reload what this device has shown already', () => {
    const storage = memoryStorage();
    const rows = [row('a', '2026-11-23T10:00:05.000Z'), row('b', '2026-11-23T10:00:06.000Z')];
    expect(takeNewActivities(rows.slice(0, 1), opened, toastLedger('u-1', storage))).toHaveLength(1);
    // The reload: a new page, the same minute, the same device.
    const afterReload = takeNewActivities(rows, opened, toastLedger('u-1', storage));
    expect(afterReload.map((r) => r.id)).toEqual(['b']);
  });

  it('keeps each user’s toasts apart and skips read notifications', () => {
    const storage = memoryStorage();
    const rows = [row('a', '2026-11-23T10:00:05.000Z'), row('r', '2026-11-23T10:00:06.000Z', 'x')];
    expect(takeNewActivities(rows, opened, toastLedger('u-1', storage)).map((r) => r.id)).toEqual(['a']);
    expect(takeNewActivities(rows, opened, toastLedger('u-2', storage)).map((r) => r.id)).toEqual(['a']);
  });
});
