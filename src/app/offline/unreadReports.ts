/**
 * The one unread-report count of the app (issue 11: the sidebar badge, the reports list header and
 * the dashboard card showed three different numbers for staff). Read from the mirror, so all three
 * follow every pull and action at once, and defined once:
 * - a doctor mirrors all their reports: unread means not yet opened by them;
 * - staff (who see every practice's reports) mirror only the last STAFF_MIRRORED_REPORT_DAYS, and
 *   the list caches older pages it fetched online into the same table. For them unread means: not
 *   yet opened by the doctor, among the reports of the last STAFF_MIRRORED_REPORT_DAYS days. The
 *   window keeps the number from growing as staff page back through older reports.
 */
import { STAFF_MIRRORED_REPORT_DAYS } from '../../contract/constants';
import type { AuthUser } from '../../contract/authUser';
import { seesAllReports as permissionsSeeAllReports } from '../../contract/reportVisibility';
import type { KundencenterDb } from '../../db/KundencenterDb';
import type { ReportRow } from '../../db/rows';

const DAY_MS = 86_400_000;

type Viewer = Pick<AuthUser, 'permissions'>;

export const isUnreadReport = (report: Pick<ReportRow, 'read_at'>) => report.read_at === null;

/** Staff see every practice's reports (the server's rule: the upload permission). */
export const seesAllReports = (viewer: Viewer) => permissionsSeeAllReports(viewer.permissions);

export function countUnreadReports(db: KundencenterDb, viewer: Viewer, now = Date.now()): Promise<number> {
  if (!seesAllReports(viewer)) return db.report.filter(isUnreadReport).count();
  const since = now - STAFF_MIRRORED_REPORT_DAYS * DAY_MS;
  return db.report
    .filter((report) => isUnreadReport(report) && Date.parse(report.created_at) >= since)
    .count();
}
