/**
 * Who sees which report (design brief: permission and ownership on every endpoint). A doctor sees
 * their own reports; laboratory staff, who upload reports, see every doctor's. Anyone else none:
 * another doctor's report answers 404, by id or by uuid.
 */
import { eq, type SQL } from 'drizzle-orm';
import { Permission } from '../../src/contract/permissions';
import { reports } from '../db/schema';

export interface ReportViewer {
  id: number;
  permissions: ReadonlySet<string> | readonly string[];
}

const holds = (viewer: ReportViewer, permission: string) =>
  Array.isArray(viewer.permissions)
    ? viewer.permissions.includes(permission)
    : (viewer.permissions as ReadonlySet<string>).has(permission);

export const seesAllReports = (viewer: ReportViewer): boolean => holds(viewer, Permission.uploadReports);

/** The condition on `reports` of what the viewer may see (undefined: everything). */
export const visibleReports = (viewer: ReportViewer): SQL | undefined =>
  seesAllReports(viewer) ? undefined : eq(reports.userId, viewer.id);
