/**
 * Finding one report the viewer may see, by id or by uuid (spec §2: `{id}` may be a uuid). A report
 * the viewer may not see is absent, so it answers 404 like one that does not exist.
 */
import { and } from 'drizzle-orm';
import { z } from 'zod';
import { idOrUuidSchema, type IdOrUuid } from '../../../src/contract/idOrUuid';
import type { AppDb, AppTx } from '../../platform/db/database';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { reports } from '../../platform/db/schema';
import { visibleReports, type ReportViewer } from './reportAccess';
import { selectReports, type ReportWithDoctor } from './reportRecords';

/** A route's `{id}`: a positive integer id or a uuid. */
export const reportIdParams = z.object({ id: idOrUuidSchema });

export async function findVisibleReport(
  db: AppDb | AppTx,
  viewer: ReportViewer,
  id: IdOrUuid,
): Promise<ReportWithDoctor | undefined> {
  const [row] = await selectReports(db, and(idOrUuidCondition(reports, id), visibleReports(viewer)));
  return row;
}
