/**
 * `report`: report metadata with the patient fields and the results (issue 27; the device seals
 * both), never the PDF (the worker fetches bytes separately). Which reports a device mirrors is reportAccess.ts's rule (mirroredReports).
 */
import { and, asc } from 'drizzle-orm';
import { reports } from '../../platform/db/schema';
import { mirroredReports } from './reportAccess';
import { selectReports, withResults } from './reportRecords';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const reportEntity = numericIdEntity(async (db, viewer, filter) => {
  const rows = await selectReports(
    db,
    and(mirroredReports(viewer, 'afterId' in filter), idCondition(reports.id, filter)),
  )
    .orderBy(asc(reports.id))
    .limit(limitOf(filter));
  const records = await withResults(db, rows);
  return records.map((record) => ({ id: String(record.id), data: record }));
});
