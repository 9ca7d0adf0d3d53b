/**
 * `report`: report metadata with the patient fields, never the PDF (the worker fetches bytes
 * separately). Doctors mirror all their reports (at most six months of them); staff mirror the
 * reports of the last STAFF_MIRRORED_REPORT_DAYS and what is uploaded while they sync (design
 * brief: staff mirror what they work on), and look further back online.
 */
import { and, asc, gte } from 'drizzle-orm';
import { STAFF_MIRRORED_REPORT_DAYS } from '../../../src/contract/constants';
import { reports } from '../../db/schema';
import { seesAllReports, visibleReports } from '../../reports/reportAccess';
import { selectReports, toReportRecord } from '../../reports/reportRecords';
import { idCondition, limitOf, numericIdEntity } from './syncEntityDefinition';

const DAY_MS = 86_400_000;

export const reportEntity = numericIdEntity(async (db, viewer, filter) => {
  const recentOnly =
    'afterId' in filter && seesAllReports(viewer)
      ? gte(reports.createdAt, new Date(Date.now() - STAFF_MIRRORED_REPORT_DAYS * DAY_MS))
      : undefined;
  const rows = await selectReports(
    db,
    and(visibleReports(viewer), idCondition(reports.id, filter), recentOnly),
  )
    .orderBy(asc(reports.id))
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.report.id), data: toReportRecord(row) }));
});
