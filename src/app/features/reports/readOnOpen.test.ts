import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../db/rows';
import { marksReadOnOpen } from './readOnOpen';

const doctor = { id: 17, uuid: 'd-17', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' };
const report = (read_at: string | null): Pick<ReportRow, 'read_at' | 'user'> => ({ read_at, user: doctor });

describe('marksReadOnOpen', () => {
  it('marks an unread report read when its own doctor opens it', () => {
    expect(marksReadOnOpen({ id: 17 }, report(null))).toBe(true);
  });

  it('queues nothing when staff open a doctor’s unread report', () => {
    expect(marksReadOnOpen({ id: 2 }, report(null))).toBe(false);
  });

  it('queues nothing for a report already read', () => {
    expect(marksReadOnOpen({ id: 17 }, report('2026-11-20T10:00:00.000Z'))).toBe(false);
  });
});
