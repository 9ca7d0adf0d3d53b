import { describe, expect, it } from 'vitest';
import { adminMessages, bannerMessages, dashboardMessages, nextExpiry } from './messageView';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const row = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: `2026-11-2${id}T10:00:00.000Z`,
  updated_at: `2026-11-2${id}T10:00:00.000Z`,
  confirmed_at: null as string | null,
  show_until: null as string | null,
  hidden: false,
  addressed_to_viewer: true,
  ...extra,
});

describe('which system messages a user sees', () => {
  const rows = [
    row('1'),
    row('2', { confirmed_at: '2026-11-22T11:00:00.000Z' }),
    row('3'),
    // For the lab: a doctor's device holds it only as a manager's would (the server decides by role id).
    row('4', { addressed_to_viewer: false }),
    row('5', { show_until: '2026-11-23T11:59:59.000Z' }),
    row('6', { hidden: true }),
    row('7', { show_until: '2026-11-23T13:00:00.000Z' }),
  ];

  it('shows a doctor in the banner what is addressed to her, not yet acknowledged, not hidden and not past show-until, newest first', () => {
    expect(bannerMessages(rows, NOW).map((r) => r.id)).toEqual(['7', '3', '1']);
  });

  it('lists on the dashboard the current messages addressed to her, acknowledged ones included', () => {
    expect(dashboardMessages(rows, NOW).map((r) => r.id)).toEqual(['7', '3', '2', '1']);
  });

  it('orders messages created at the same time as the server does: the higher id first (10 before 9)', () => {
    const same = { created_at: '2026-11-23T10:00:00.000Z', updated_at: '2026-11-23T10:00:00.000Z' };
    const tied = [row('9', same), row('10', same), row('100', same)];
    expect(adminMessages(tied).map((r) => r.id)).toEqual(['100', '10', '9']);
  });

  it('knows when the next message expires, so the screen can drop it by itself', () => {
    expect(nextExpiry(rows, NOW)).toBe(Date.parse('2026-11-23T13:00:00.000Z'));
    expect(nextExpiry([row('1')], NOW)).toBeNull();
  });
});
