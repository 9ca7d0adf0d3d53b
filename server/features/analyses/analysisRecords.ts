/**
 * Reads the catalogue in the contract's record shapes (src/contract/analyses.ts), for the routes,
 * the change feed and the orders feature alike. Profiles carry their analyses' ids in the profile's
 * order (analysis_profile_items.position), read in one more query for a whole page.
 */
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { AnalysisProfileRecord, AnalysisRecord } from '../../../src/contract/analyses';
import type { AppDb } from '../../platform/db/database';
import { analyses, analysisProfileItems, analysisProfiles } from '../../platform/db/schema';

type AnalysisRow = typeof analyses.$inferSelect;
type ProfileRow = typeof analysisProfiles.$inferSelect;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function analysisRecordOf(row: AnalysisRow): AnalysisRecord {
  return {
    id: row.id,
    code: row.code,
    loinc: row.loinc,
    name: row.name,
    name_en: row.nameEn,
    group: row.groupName,
    group_en: row.groupNameEn,
    material: row.material as AnalysisRecord['material'],
    tube: row.tube as AnalysisRecord['tube'],
    volume_ml: Number(row.volumeMl),
    stability_hours: row.stabilityHours,
    transport: row.transport as AnalysisRecord['transport'],
    note: row.note,
    note_en: row.noteEn,
    billing: row.billing,
    withdrawn_at: iso(row.withdrawnAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ReadOptions {
  limit?: number;
  offset?: number;
  /** Default: by id (the feed's order). */
  order?: 'id' | 'catalogue';
}

/** The analyses `where` selects, by id or in the catalogue's order (group, name). */
export async function readAnalyses(
  db: AppDb,
  where: SQL | undefined,
  { limit, offset = 0, order = 'id' }: ReadOptions = {},
): Promise<AnalysisRecord[]> {
  const ordering =
    order === 'id' ? [asc(analyses.id)] : [asc(analyses.groupName), asc(analyses.name), asc(analyses.id)];
  const rows = await db
    .select()
    .from(analyses)
    .where(where)
    .orderBy(...ordering)
    .limit(limit ?? Number.MAX_SAFE_INTEGER)
    .offset(offset);
  return rows.map(analysisRecordOf);
}

/** The profiles `where` selects, by id or by name, each with its analyses in the profile's order. */
export async function readProfiles(
  db: AppDb,
  where: SQL | undefined,
  { limit, order = 'id' }: Pick<ReadOptions, 'limit' | 'order'> = {},
): Promise<AnalysisProfileRecord[]> {
  const rows: ProfileRow[] = await db
    .select()
    .from(analysisProfiles)
    .where(where)
    .orderBy(...(order === 'id' ? [] : [asc(analysisProfiles.name)]), asc(analysisProfiles.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(analysisProfileItems)
          .where(
            inArray(
              analysisProfileItems.profileId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(analysisProfileItems.position), asc(analysisProfileItems.analysisId));
  const byProfile = new Map<number, number[]>();
  for (const item of items) {
    byProfile.set(item.profileId, [...(byProfile.get(item.profileId) ?? []), item.analysisId]);
  }
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.nameEn,
    analysis_ids: byProfile.get(row.id) ?? [],
    withdrawn_at: iso(row.withdrawnAt),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * The analyses of `ids` by id, withdrawn ones included (the orders feature checks an order against
 * them: orderRules.ts `orderProblems`). Unknown ids are absent.
 */
export async function analysesById(db: AppDb, ids: readonly number[]): Promise<Map<number, AnalysisRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const records = await readAnalyses(db, inArray(analyses.id, wanted));
  return new Map(records.map((record) => [record.id, record]));
}

/** The profiles of `ids` by id, withdrawn ones included; unknown ids are absent. */
export async function profilesById(
  db: AppDb,
  ids: readonly number[],
): Promise<Map<number, AnalysisProfileRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const records = await readProfiles(db, inArray(analysisProfiles.id, wanted));
  return new Map(records.map((record) => [record.id, record]));
}
