/**
 * Reads the iEC catalogue in the contract's record shapes (src/contract/iec.ts), for the routes
 * and the change feed alike: one reader per entity, filtered by ids (a pull, a route) or paged
 * after an id (the bootstrap), always in id order.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { IecSourceRecord, IecSubstanceGroupRecord, IecSubstanceRecord } from '../../../src/contract/iec';
import type { AppDb } from '../../platform/db/database';
import { iecSources, iecSubstanceGroups, iecSubstanceSources, iecSubstances } from '../../platform/db/schema';
import { idCondition, limitOf, type IdFilter } from '../../platform/sync/syncEntityDefinition';

/** All rows (null) or those of a filter. */
export type RecordFilter = IdFilter | null;

const iso = (date: Date) => date.toISOString();

export async function readSources(db: AppDb, filter: RecordFilter): Promise<IecSourceRecord[]> {
  const rows = await db
    .select()
    .from(iecSources)
    .where(filter ? idCondition(iecSources.id, filter) : undefined)
    .orderBy(asc(iecSources.id))
    .limit(filter ? limitOf(filter) : Number.MAX_SAFE_INTEGER);
  return rows.map((row) => ({ id: row.id, citation: row.citation, updated_at: iso(row.updatedAt) }));
}

export async function readGroups(db: AppDb, filter: RecordFilter): Promise<IecSubstanceGroupRecord[]> {
  const rows = await db
    .select()
    .from(iecSubstanceGroups)
    .where(filter ? idCondition(iecSubstanceGroups.id, filter) : undefined)
    .orderBy(asc(iecSubstanceGroups.id))
    .limit(filter ? limitOf(filter) : Number.MAX_SAFE_INTEGER);
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({ id: iecSubstances.id, groupId: iecSubstances.groupId })
          .from(iecSubstances)
          .where(inArray(iecSubstances.groupId, ids))
          .orderBy(asc(iecSubstances.nameDe), asc(iecSubstances.id));
  return rows.map((row) => ({
    id: row.id,
    title: { de: row.titleDe, en: row.titleEn },
    position: row.position,
    substance_ids: members.filter((member) => member.groupId === row.id).map((member) => member.id),
    updated_at: iso(row.updatedAt),
  }));
}

export async function readSubstances(
  db: AppDb,
  filter: RecordFilter,
  where?: SQL,
): Promise<IecSubstanceRecord[]> {
  const rows = await db
    .select()
    .from(iecSubstances)
    .where(and(filter ? idCondition(iecSubstances.id, filter) : undefined, where))
    .orderBy(asc(iecSubstances.id))
    .limit(filter ? limitOf(filter) : Number.MAX_SAFE_INTEGER);
  const sources = await sourceIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    group_id: row.groupId,
    name: { de: row.nameDe, en: row.nameEn },
    synonyms: row.synonyms,
    cas: row.cas,
    info: { de: row.infoDe, en: row.infoEn },
    source_ids: sources.get(row.id) ?? [],
    updated_at: iso(row.updatedAt),
  }));
}

async function sourceIdsOf(db: AppDb, substanceIds: number[]): Promise<Map<number, number[]>> {
  if (substanceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(iecSubstanceSources)
    .where(inArray(iecSubstanceSources.substanceId, substanceIds))
    .orderBy(asc(iecSubstanceSources.position), asc(iecSubstanceSources.sourceId));
  const bySubstance = new Map<number, number[]>();
  for (const row of rows) {
    bySubstance.set(row.substanceId, [...(bySubstance.get(row.substanceId) ?? []), row.sourceId]);
  }
  return bySubstance;
}

/** The substances of one group (the tool's list of a group). */
export const groupCondition = (groupId: number): SQL => eq(iecSubstances.groupId, groupId);
