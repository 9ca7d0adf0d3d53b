/**
 * Finding one report the viewer may see, by id or by uuid (spec §2: `{id}` may be a uuid). A report
 * the viewer may not see is absent, so it answers 404 like one that does not exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idOrUuidSchema, type IdOrUuid } from '../../../src/contract/idOrUuid';
import type { AppDb, AppTx } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { reports } from '../../platform/db/schema';
import { visibleReportsShape, type ReportViewer } from './reportAccess';
import { selectReports, type ReportWithDoctor } from './reportRecords';

/** A route's `{id}`: a positive integer id or a uuid. */
export const reportIdParams = z.object({ id: idOrUuidSchema });

/**
 * Prepared (preparedOnce): every view of a report, its file, its follow-ups and the pull after an
 * upload look a report up, and drizzle's building of the query was most of a view's own CPU
 * (docs/benchmarks.md). Four shapes: by id or by uuid, for a viewer who sees every report or their own.
 */
export async function findVisibleReport(
  db: AppDb | AppTx,
  viewer: ReportViewer,
  id: IdOrUuid,
): Promise<ReportWithDoctor | undefined> {
  const { shape, where } = visibleReportsShape(viewer);
  const key = typeof id === 'number' ? 'id' : 'uuid';
  const name = `report_by_${key}_${shape}`;
  const statement = preparedOnce(db, name, () =>
    selectReports(db, and(eq(key === 'id' ? reports.id : reports.uuid, sql.placeholder('key')), where))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ key: id, owner: viewer.id });
  return row;
}
