/**
 * Who sees which report (design brief: permission and ownership on every endpoint), in one place:
 * who may read it (the lists, the lookup), what a device mirrors, and who hears of a change. A
 * doctor sees their own reports; laboratory staff, who upload reports, see every doctor's
 * (src/contract/reportVisibility.ts). Anyone else none: another doctor's report answers 404, by id
 * or by uuid.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { STAFF_MIRRORED_REPORT_DAYS } from '../../../src/contract/constants';
import {
  ALL_REPORTS_PERMISSION,
  seesAllReports as permissionsSeeAllReports,
} from '../../../src/contract/reportVisibility';
import { reports } from '../../platform/db/schema';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export interface ReportViewer {
  id: number;
  permissions: ReadonlySet<string> | readonly string[];
}

export const seesAllReports = (viewer: ReportViewer): boolean => permissionsSeeAllReports(viewer.permissions);

/** The doctor whose reports the viewer may see: themselves, or undefined for every doctor's. */
export const visibleReportsOwner = (viewer: ReportViewer): number | undefined =>
  seesAllReports(viewer) ? undefined : viewer.id;

/** The condition on `reports` of what the viewer may see (undefined: everything). */
export const visibleReports = (viewer: ReportViewer): SQL | undefined => {
  const owner = visibleReportsOwner(viewer);
  return owner === undefined ? undefined : eq(reports.userId, owner);
};

/**
 * visibleReports for a prepared statement (preparedOnce): the condition with the owner as the
 * placeholder `owner` (the viewer's id), and the name of its shape.
 */
export const visibleReportsShape = (
  viewer: ReportViewer,
): { shape: 'all' | 'own'; where: SQL | undefined } =>
  seesAllReports(viewer)
    ? { shape: 'all', where: undefined }
    : { shape: 'own', where: eq(reports.userId, sql.placeholder('owner')) };

const DAY_MS = 86_400_000;

/**
 * What a device mirrors: what the viewer sees; on a full sync staff only the reports of the last
 * STAFF_MIRRORED_REPORT_DAYS (design brief: staff mirror what they work on) and look further back
 * online, while changes pulled after the full sync reach them whatever their age.
 */
export const mirroredReports = (viewer: ReportViewer, fullSync: boolean): SQL | undefined =>
  and(
    visibleReports(viewer),
    fullSync && seesAllReports(viewer)
      ? gte(reports.createdAt, new Date(Date.now() - STAFF_MIRRORED_REPORT_DAYS * DAY_MS))
      : undefined,
  );

/** Who hears of a report change: its doctor, and the staff who see every report. */
export const reportScopes = (doctorUuid: string): SyncScope[] => [
  userScope(doctorUuid),
  permissionScope(ALL_REPORTS_PERMISSION),
];
