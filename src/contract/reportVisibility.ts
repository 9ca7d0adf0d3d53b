/**
 * Who sees which report, the one rule for the server (server/features/reports/reportAccess.ts) and the
 * device: a doctor sees their own reports; laboratory staff, the holders of 'upload reports', see
 * every doctor's (and so handle demands and interpretations of every doctor's reports).
 */
import { Permission } from './permissions';

/** The permission that makes its holder laboratory staff, who see every doctor's reports. */
export const ALL_REPORTS_PERMISSION = Permission.uploadReports;

export const seesAllReports = (permissions: ReadonlySet<string> | readonly string[]): boolean =>
  Array.isArray(permissions)
    ? permissions.includes(ALL_REPORTS_PERMISSION)
    : (permissions as ReadonlySet<string>).has(ALL_REPORTS_PERMISSION);
