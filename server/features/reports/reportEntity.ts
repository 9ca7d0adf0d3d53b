/**
 * `report`: report metadata with the patient fields and the results (issue 27; the device seals
 * both), never the PDF (the worker fetches bytes separately). Which reports a device mirrors is reportAccess.ts's rule (mirroredReports).
 */
import { and, asc, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { reports } from '../../platform/db/schema';
import type { SyncViewer } from '../../platform/sync/syncViewer';
import { mirroredReports, visibleReportsShape } from './reportAccess';
import { selectReports, withResults } from './reportRecords';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

/** The pull's read of changed reports by id: prepared, as every pull after an upload runs it. */
function readByIds(db: AppDb, viewer: SyncViewer, ids: number[]) {
  const { shape, where } = visibleReportsShape(viewer);
  const name = `sync_reports_${shape}`;
  const statement = preparedOnce(db, name, () =>
    selectReports(db, and(where, sql`${reports.id} = any(${sql.placeholder('ids')})`))
      .orderBy(asc(reports.id))
      .prepare(name),
  );
  return statement.execute({ ids, owner: viewer.id });
}

export const reportEntity = numericIdEntity(async (db, viewer, filter) => {
  const rows =
    'ids' in filter
      ? await readByIds(db, viewer, filter.ids)
      : await selectReports(db, and(mirroredReports(viewer, true), idCondition(reports.id, filter)))
          .orderBy(asc(reports.id))
          .limit(limitOf(filter));
  const records = await withResults(db, rows);
  return records.map((record) => ({ id: String(record.id), data: record }));
});
