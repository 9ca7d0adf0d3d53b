import { describe, expect, it } from 'vitest';
import { criticalMarkOf, reportsToAcknowledge } from './criticalAlertView';

const row = (id: string, created: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: created,
  user: { id: 7 },
  critical: true,
  critical_acknowledged_at: null,
  ...extra,
});

describe('the critical report dialog', () => {
  it('raises the doctor’s own unacknowledged critical reports, the longest waiting first', () => {
    const rows = [
      row('2', '2026-11-24T08:00:00Z'),
      row('1', '2026-11-24T07:00:00Z'),
      row('3', '2026-11-24T06:00:00Z', { critical_acknowledged_at: '2026-11-24T06:10:00Z' }),
      row('4', '2026-11-24T05:00:00Z', { critical: false }),
      row('5', '2026-11-24T04:00:00Z', { user: { id: 8 } }),
    ];
    expect(reportsToAcknowledge(rows, { id: 7 }).map((one) => one.id)).toEqual(['1', '2']);
  });

  it('raises nothing for staff, who see marks instead', () => {
    expect(reportsToAcknowledge([row('1', '2026-11-24T07:00:00Z')], { id: 1 })).toEqual([]);
  });

  it('marks a list row awaiting, acknowledged or not critical', () => {
    expect(criticalMarkOf(row('1', 'x'))).toBe('awaiting');
    expect(criticalMarkOf(row('1', 'x', { critical_acknowledged_at: '2026-11-24T06:10:00Z' }))).toBe(
      'acknowledged',
    );
    expect(criticalMarkOf({ critical: undefined })).toBe('none');
  });
});
