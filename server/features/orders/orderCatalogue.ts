/**
 * What the orders feature reads of the catalogue of analyses (issue 28): the analyses and profiles
 * an order names, as orderRules.ts `orderProblems` checks them, and the demo seed's look-ups by code
 * and name. Read straight from the catalogue's tables, so that orders do not depend on the
 * catalogue feature's code (server/features/analyses maintains the rows).
 */
import { inArray } from 'drizzle-orm';
import type {
  AnalysisRecord,
  BillingCategory,
  Material,
  Transport,
  Tube,
} from '../../../src/contract/analyses';
import { MAX_ENTITY_ID } from '../../../src/contract/constants';
import type { AppDb, AppTx } from '../../platform/db/database';
import { analyses, analysisProfileItems, analysisProfiles } from '../../platform/db/schema';

type Db = AppDb | AppTx;

/** What an order's check needs of an analysis (orderProblems), and what its items print. */
export type CatalogueAnalysis = Pick<AnalysisRecord, 'id' | 'code' | 'withdrawn_at' | 'billing'> & {
  material: Material;
  tube: Tube;
  transport: Transport;
};

export interface CatalogueProfile {
  id: number;
  code: string;
  name: string;
  withdrawnAt: Date | null;
  analysisIds: number[];
}

/** Ids beyond the integer key's range name no row (and must not reach SQL). */
const storableIds = (ids: Iterable<number>): number[] =>
  [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ENTITY_ID);

const analysisColumns = {
  id: analyses.id,
  code: analyses.code,
  material: analyses.material,
  tube: analyses.tube,
  transport: analyses.transport,
  billing: analyses.billing,
  withdrawnAt: analyses.withdrawnAt,
};

type AnalysisColumns = {
  id: number;
  code: string;
  material: string;
  tube: string;
  transport: string;
  billing: BillingCategory[];
  withdrawnAt: Date | null;
};

const toCatalogueAnalysis = (row: AnalysisColumns): CatalogueAnalysis => ({
  id: row.id,
  code: row.code,
  material: row.material as Material,
  tube: row.tube as Tube,
  transport: row.transport as Transport,
  billing: row.billing,
  withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
});

/** The analyses of `ids` that exist, by id (withdrawn ones too: the check names them). */
export async function analysesById(db: Db, ids: Iterable<number>): Promise<Map<number, CatalogueAnalysis>> {
  const wanted = storableIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select(analysisColumns).from(analyses).where(inArray(analyses.id, wanted));
  return new Map(rows.map((row) => [row.id, toCatalogueAnalysis(row)]));
}

/** The analyses of `codes` that exist, by code. */
export async function analysesByCode(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, CatalogueAnalysis>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select(analysisColumns)
    .from(analyses)
    .where(inArray(analyses.code, [...codes]));
  return new Map(rows.map((row) => [row.code, toCatalogueAnalysis(row)]));
}

async function profilesWhere(
  db: Db,
  rows: { id: number; code: string; name: string; withdrawnAt: Date | null }[],
) {
  if (rows.length === 0) return [];
  const items = await db
    .select({ profileId: analysisProfileItems.profileId, analysisId: analysisProfileItems.analysisId })
    .from(analysisProfileItems)
    .where(
      inArray(
        analysisProfileItems.profileId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(analysisProfileItems.profileId, analysisProfileItems.position);
  return rows.map((row): CatalogueProfile => ({
    ...row,
    analysisIds: items.filter((item) => item.profileId === row.id).map((item) => item.analysisId),
  }));
}

const profileColumns = {
  id: analysisProfiles.id,
  code: analysisProfiles.code,
  name: analysisProfiles.name,
  withdrawnAt: analysisProfiles.withdrawnAt,
};

/** The profiles of `ids` that exist, by id, with the analyses they expand to. */
export async function profilesById(db: Db, ids: Iterable<number>): Promise<Map<number, CatalogueProfile>> {
  const wanted = storableIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(profileColumns)
    .from(analysisProfiles)
    .where(inArray(analysisProfiles.id, wanted));
  return new Map((await profilesWhere(db, rows)).map((profile) => [profile.id, profile]));
}

/** The profiles of these (German) names that exist, by name: the demo orders name their panels so. */
export async function profilesByName(
  db: Db,
  names: readonly string[],
): Promise<Map<string, CatalogueProfile>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select(profileColumns)
    .from(analysisProfiles)
    .where(inArray(analysisProfiles.name, [...names]));
  return new Map((await profilesWhere(db, rows)).map((profile) => [profile.name, profile]));
}
