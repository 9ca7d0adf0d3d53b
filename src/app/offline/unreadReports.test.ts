// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MIRRORED_REPORT_DAYS } from '../../contract/constants';
import { Permission } from '../../contract/permissions';
import type { KundencenterDb } from '../../db/KundencenterDb';
import type { ReportRow } from '../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../db/userDatabase';
import { countUnreadReports } from './unreadReports';

const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function report(id: string, createdAt: string, readAt: string | null): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `2026-${id}`,
    patient_data: { nachname: 'Muster', vorname: 'Erika', geburtsdatum: '1980-05-03' },
    filename: `A-100483_2026-${id}_Muster_Erika.pdf`,
    filesize: 3,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: 'Dr.', vorname: 'Anna', nachname: 'Berger' },
    created_at: createdAt,
    updated_at: createdAt,
    read_at: readAt,
    downloadable_until: daysAgo(-180),
  };
}

const doctor = { permissions: [Permission.listReports] };
const staff = { permissions: [Permission.listReports, Permission.uploadReports] };

let db: KundencenterDb;
beforeEach(async () => {
  db = await openUserDatabase(crypto.randomUUID());
  await db.report.bulkPut([
    report('1', daysAgo(1), null),
    report('2', daysAgo(3), daysAgo(2)),
    report('3', daysAgo(STAFF_MIRRORED_REPORT_DAYS - 1), null),
    // Older: a doctor mirrors it; for staff it is a page the list fetched online and cached.
    report('4', daysAgo(STAFF_MIRRORED_REPORT_DAYS + 5), null),
    report('5', daysAgo(60), null),
  ]);
});
afterEach(() => closeUserDatabase());

describe('the unread report count (sidebar, reports list, dashboard)', () => {
  it('counts every unread report of a doctor', async () => {
    expect(await countUnreadReports(db, doctor, NOW)).toBe(4);
  });

  it("counts staff's unread reports of the mirrored window only, however many older pages were cached", async () => {
    expect(await countUnreadReports(db, staff, NOW)).toBe(2);
    await db.report.put(report('6', daysAgo(90), null));
    expect(await countUnreadReports(db, staff, NOW)).toBe(2);
  });

  it('follows a report being read', async () => {
    await db.report.update('1', { read_at: daysAgo(0) });
    expect(await countUnreadReports(db, staff, NOW)).toBe(1);
    expect(await countUnreadReports(db, doctor, NOW)).toBe(3);
  });
});
