/**
 * Staff's writes of the catalogue (issue 28): analyses and profiles are created, edited, withdrawn
 * and restored, never deleted (orders keep naming them). Each runs inside the caller's
 * writeWithChanges and announces what changed (analysisFeed.ts).
 *
 * What the schema cannot see is checked before writing, so it is a 422 naming the field and never
 * a constraint's 500: a code another entry has (compared without case: 'hb' and 'HB' would print
 * alike on a label), a profile naming an analysis the catalogue lacks or has withdrawn.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { analysisInputSchema, analysisProfileInputSchema } from '../../../src/contract/analyses';
import { AnalysisValidation } from '../../../src/contract/analyses';
import type { z } from 'zod';
import type { AppTx } from '../../platform/db/database';
import { analyses, analysisProfileItems, analysisProfiles } from '../../platform/db/schema';
import { fieldError, notFound } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { analysesChanged, profilesChanged } from './analysisFeed';

type CheckedAnalysis = z.output<typeof analysisInputSchema>;
type CheckedProfile = z.output<typeof analysisProfileInputSchema>;
type CodedTable = typeof analyses | typeof analysisProfiles;

async function requireFreeCode(tx: AppTx, table: CodedTable, code: string, id: number | null) {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.code}) = lower(${code})`, id === null ? undefined : ne(table.id, id)))
    .limit(1);
  if (taken) throw fieldError('code', AnalysisValidation.codeTaken);
}

/** The withdrawal's time: the first one stays when an entry is withdrawn twice; null restores. */
const withdrawnAtOf = (table: CodedTable, at: Date | null) =>
  at === null ? null : sql`coalesce(${table.withdrawnAt}, ${at.toISOString()}::timestamptz)`;

// ---------------------------------------------------------------------------------------------
// Analyses

export async function saveAnalysis(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: CheckedAnalysis,
): Promise<number> {
  await requireFreeCode(tx, analyses, input.code, id);
  const values = {
    code: input.code,
    loinc: input.loinc,
    name: input.name,
    nameEn: input.name_en,
    groupName: input.group,
    groupNameEn: input.group_en,
    material: input.material,
    tube: input.tube,
    volumeMl: input.volume_ml,
    stabilityHours: input.stability_hours,
    transport: input.transport,
    note: input.note || null,
    noteEn: input.note_en || null,
    billing: input.billing,
  };
  const [saved] =
    id === null
      ? await tx.insert(analyses).values(values).returning({ id: analyses.id })
      : await tx
          .update(analyses)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(analyses.id, id))
          .returning({ id: analyses.id });
  if (!saved) throw notFound();
  analysesChanged(emit, [saved.id]);
  return saved.id;
}

/**
 * Withdraws an analysis (`now`) or brings it back (null). Profiles keep naming it; order entry
 * leaves withdrawn analyses out of a profile (analysisRules.ts `expandProfile`).
 */
export async function setAnalysisWithdrawn(
  tx: AppTx,
  emit: Emit,
  id: number,
  at: Date | null,
): Promise<void> {
  const [changed] = await tx
    .update(analyses)
    .set({ withdrawnAt: withdrawnAtOf(analyses, at), updatedAt: new Date() })
    .where(eq(analyses.id, id))
    .returning({ id: analyses.id });
  if (!changed) throw notFound();
  analysesChanged(emit, [id]);
}

// ---------------------------------------------------------------------------------------------
// Profiles

/** Throws a 422 on `analysis_ids` unless each id names a current analysis, once. */
async function requireCurrentAnalyses(tx: AppTx, ids: readonly number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw fieldError('analysis_ids', AnalysisValidation.profileItems);
  const found = await tx
    .select({ id: analyses.id, withdrawnAt: analyses.withdrawnAt })
    .from(analyses)
    .where(inArray(analyses.id, [...ids]));
  if (found.length !== ids.length) throw fieldError('analysis_ids', AnalysisValidation.unknownAnalysis);
  if (found.some((row) => row.withdrawnAt !== null)) {
    throw fieldError('analysis_ids', AnalysisValidation.withdrawnAnalysis);
  }
}

export async function saveProfile(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: CheckedProfile,
): Promise<number> {
  await requireFreeCode(tx, analysisProfiles, input.code, id);
  await requireCurrentAnalyses(tx, input.analysis_ids);
  const values = { code: input.code, name: input.name, nameEn: input.name_en };
  const [saved] =
    id === null
      ? await tx.insert(analysisProfiles).values(values).returning({ id: analysisProfiles.id })
      : await tx
          .update(analysisProfiles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(analysisProfiles.id, id))
          .returning({ id: analysisProfiles.id });
  if (!saved) throw notFound();
  await tx.delete(analysisProfileItems).where(eq(analysisProfileItems.profileId, saved.id));
  await tx
    .insert(analysisProfileItems)
    .values(
      input.analysis_ids.map((analysisId, position) => ({ profileId: saved.id, analysisId, position })),
    );
  profilesChanged(emit, [saved.id]);
  return saved.id;
}

export async function setProfileWithdrawn(tx: AppTx, emit: Emit, id: number, at: Date | null): Promise<void> {
  const [changed] = await tx
    .update(analysisProfiles)
    .set({ withdrawnAt: withdrawnAtOf(analysisProfiles, at), updatedAt: new Date() })
    .where(eq(analysisProfiles.id, id))
    .returning({ id: analysisProfiles.id });
  if (!changed) throw notFound();
  profilesChanged(emit, [id]);
}
