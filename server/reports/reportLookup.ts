/**
 * Finding one report the viewer may see, by id or by uuid (spec §2: `{id}` may be a uuid). A report
 * the viewer may not see is absent, so it answers 404 like one that does not exist.
 */
import { MAX_ENTITY_ID } from '../../src/contract/constants';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb, AppTx } from '../db/database';
import { reports } from '../db/schema';
import { visibleReports, type ReportViewer } from './reportAccess';
import { selectReports, type ReportWithDoctor } from './reportRecords';

/** A route's `{id}`: a positive integer id or a uuid. */
export const reportIdParams = z.object({
  id: z.union([z.uuid(), z.string().regex(/^\d{1,10}$/)]),
});

export const reportKeyCondition = (id: string): SQL =>
  /^\d+$/.test(id) ? eq(reports.id, Math.min(Number(id), MAX_ENTITY_ID)) : eq(reports.uuid, id);

export async function findVisibleReport(
  db: AppDb | AppTx,
  viewer: ReportViewer,
  id: string,
): Promise<ReportWithDoctor | undefined> {
  const [row] = await selectReports(db, and(reportKeyCondition(id), visibleReports(viewer)));
  return row;
}
