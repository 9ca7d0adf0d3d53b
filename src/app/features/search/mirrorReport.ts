/**
 * A report hit opens in the viewer, which reads the mirror. Staff mirror only recent reports, so
 * an older hit is first fetched like a page of the report list (by its reference number) and
 * cached by the worker, sealed, as useServerReportPages caches older pages.
 */
import { reportListResponseSchema } from '../../../contract/reports';
import type { SearchHit } from '../../../contract/search';
import { SyncEntity } from '../../../contract/sync';
import { currentDatabase } from '../../../db/userDatabase';
import { vaultWorker } from '../../../workers/syncClient';
import { request } from '../../api/http';
import { lastUserUuid } from '../../offline/lastUser';

/** Whether the report is (now) in the mirror. */
export async function mirrorReport(hit: SearchHit): Promise<boolean> {
  const uuid = lastUserUuid();
  const db = currentDatabase();
  if (!uuid || !db) return false;
  if (await db.report.get(hit.id)) return true;
  const befundId = hit.detail.map((segment) => segment.text).join('');
  const query = new URLSearchParams({ search: befundId, perPage: '10' });
  const response = reportListResponseSchema.parse(await request(`/api/befunde?${query}`));
  const rows = response.data.data
    .filter((record) => String(record.id) === hit.id)
    .map((record) => ({ ...record, id: String(record.id) }));
  if (rows.length === 0) return false;
  await vaultWorker().cacheServerRows(uuid, SyncEntity.report, rows);
  return true;
}
