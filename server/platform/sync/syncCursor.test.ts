import { MAX_ENTITY_ID } from '../../../src/contract/constants';
import { describe, expect, it } from 'vitest';
import { syncCursorReached } from '../../../src/contract/sync';
import { encodeCursor, parseCursor } from './syncCursor';

describe('the sync cursor', () => {
  it('reads back what it wrote, up to the largest safe version', () => {
    for (const position of [
      { epoch: 1, version: 0 },
      { epoch: MAX_ENTITY_ID, version: Number.MAX_SAFE_INTEGER },
    ]) {
      expect(parseCursor(encodeCursor(position))).toEqual(position);
    }
  });

  it('refuses anything it did not write', () => {
    for (const garbled of [
      undefined,
      '',
      '42',
      'e1.v1',
      'e000001.v0000000000A',
      `${encodeCursor({ epoch: 1, version: 1 })}x`,
    ]) {
      expect(parseCursor(garbled)).toBeNull();
    }
  });

  it('compares as a string in (epoch, version) order, so the client can tell when a write is reached', () => {
    const positions = [
      { epoch: 1, version: 9 },
      { epoch: 1, version: 10 },
      { epoch: 1, version: 36 ** 3 },
      { epoch: 2, version: 0 },
    ];
    const cursors = positions.map(encodeCursor);
    expect([...cursors].sort()).toEqual(cursors);
    expect(syncCursorReached(cursors[1] ?? '', cursors[0] ?? '')).toBe(true);
    expect(syncCursorReached(cursors[0] ?? '', cursors[1] ?? '')).toBe(false);
  });
});
