import { describe, expect, it } from 'vitest';
import type { ReportInterpretationRow } from '../../../db/rows';
import { applyInterpretationUpdate, interpretationStatus, isPending } from './interpretationStatus';

const NOW = '2026-03-05T12:00:00.000Z';

function request(overrides: Partial<ReportInterpretationRow> = {}): ReportInterpretationRow {
  return {
    id: 'i1',
    uuid: 'i1',
    report: { id: 1, uuid: 'r1', befund_id: '24-0001' },
    befundId: '24-0001',
    doctor: { id: 3, uuid: 'u3', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' },
    preferred_dates: ['2026-03-10T09:00:00+01:00'],
    note: null,
    done: false,
    cancelled: false,
    done_at: null,
    cancelled_at: null,
    read_at: null,
    pending: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the status of an interpretation request', () => {
  it('is open (pending) while not done, not cancelled and not read', () => {
    expect(interpretationStatus(request())).toBe('open');
    expect(isPending(request())).toBe(true);
  });

  it('is read, done or cancelled otherwise, done and cancelled before read', () => {
    expect(interpretationStatus(request({ read_at: NOW }))).toBe('read');
    expect(interpretationStatus(request({ read_at: NOW, done: true }))).toBe('done');
    expect(interpretationStatus(request({ read_at: NOW, cancelled: true }))).toBe('cancelled');
    expect(isPending(request({ read_at: NOW }))).toBe(false);
  });
});

describe('the optimistic result of a staff update', () => {
  it('marks a request read', () => {
    expect(applyInterpretationUpdate(request(), { read: true }, NOW)).toMatchObject({
      read_at: NOW,
      pending: false,
    });
  });

  it('marks it done and read at once, keeping an earlier read time', () => {
    const earlier = '2026-03-02T08:00:00.000Z';
    expect(applyInterpretationUpdate(request({ read_at: earlier }), { status: 'done' }, NOW)).toMatchObject({
      done: true,
      done_at: NOW,
      read_at: earlier,
    });
  });

  it('does not change the status of a closed request', () => {
    const change = applyInterpretationUpdate(
      request({ done: true, done_at: NOW }),
      { status: 'cancelled' },
      NOW,
    );
    expect(change.cancelled).toBeUndefined();
  });
});
