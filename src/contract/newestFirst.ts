/**
 * The order of the report demand and interpretation lists, one rule for the server
 * (reportDemandRecords.ts, interpretationRecords.ts: created_at DESC, uuid ASC) and the device
 * (demandListView.ts, interpretationStatus.ts, over mirrored rows whose id is the uuid): newest
 * first; between equal times the uuid decides, in code-point order as PostgreSQL orders uuids.
 */
export interface NewestFirstRow {
  created_at: string;
  /** The uuid (a mirrored row's id). */
  id: string;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const newestFirst = (a: NewestFirstRow, b: NewestFirstRow): number =>
  byCodePoint(b.created_at, a.created_at) || byCodePoint(a.id, b.id);
