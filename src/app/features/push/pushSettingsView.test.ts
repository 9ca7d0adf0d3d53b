import { describe, expect, it } from 'vitest';
import type { PushSubscriptionRow } from '../../../db/rows';
import { pushSettingsView } from './pushSettingsView';

const row = (id: number, endpoint: string, created_at: string): PushSubscriptionRow => ({
  id: String(id),
  endpoint,
  kinds: ['critical'],
  language: 'de',
  device_label: 'Chrome · Windows',
  created_at,
});
const device = { supported: true, permission: 'default' as const, endpoint: null, known: true };

describe('the push tab of the account', () => {
  it('finds this device among the mirrored subscriptions by its endpoint and lists the others newest first', () => {
    const rows = [
      row(1, 'https://push.example/a', '2026-11-01T00:00:00Z'),
      row(2, 'https://push.example/b', '2026-11-02T00:00:00Z'),
      row(3, 'https://push.example/c', '2026-11-03T00:00:00Z'),
    ];
    const view = pushSettingsView({ ...device, endpoint: 'https://push.example/b' }, rows, true);
    expect(view.thisDevice?.endpoint).toBe('https://push.example/b');
    expect(view.kinds).toEqual(['critical']);
    expect(view.otherDevices.map((other) => other.endpoint)).toEqual([
      'https://push.example/c',
      'https://push.example/a',
    ]);
  });

  it('offers every kind while push is off here, and says why the switch cannot be used', () => {
    expect(pushSettingsView(device, [], true)).toMatchObject({
      blocker: null,
      thisDevice: null,
      kinds: ['critical', 'report', 'ticket', 'order'],
    });
    expect(pushSettingsView({ ...device, permission: 'denied' }, [], true).blocker).toBe('denied');
    expect(pushSettingsView({ ...device, supported: false }, [], true).blocker).toBe('unsupported');
    expect(pushSettingsView(device, [], false).blocker).toBe('offline');
  });
});
