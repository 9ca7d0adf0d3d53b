import { describe, expect, it } from 'vitest';
import { newestFirst } from './newestFirst';

describe('newestFirst', () => {
  it('lists the newest first and orders equal times by uuid, as the server does', () => {
    const rows = [
      { id: 'b0000000-0000-4000-8000-000000000000', created_at: '2026-01-01T10:00:00.000Z' },
      { id: '10000000-0000-4000-8000-000000000000', created_at: '2026-01-01T09:00:00.000Z' },
      { id: 'a0000000-0000-4000-8000-000000000000', created_at: '2026-01-01T10:00:00.000Z' },
      { id: '00000000-0000-4000-8000-000000000000', created_at: '2026-01-02T08:00:00.000Z' },
    ];
    expect([...rows].sort(newestFirst).map((row) => row.id[0])).toEqual(['0', 'a', 'b', '1']);
  });
});
