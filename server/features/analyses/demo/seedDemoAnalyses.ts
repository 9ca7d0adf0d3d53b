/**
 * Seeds the demo catalogue into an empty database (a demo seed step, in its own transaction): the
 * analyses in one statement, the profiles and their items in one each, every row announced in the
 * feed so that mirrors which already exist pull it like any later change. The withdrawn ones are
 * withdrawn as of the seed's `now`.
 */
import type { AppTx } from '../../../platform/db/database';
import { analyses, analysisProfileItems, analysisProfiles } from '../../../platform/db/schema';
import type { Emit } from '../../../platform/sync/writeWithChanges';
import { analysesChanged, profilesChanged } from '../analysisFeed';
import { DEMO_ANALYSIS_GROUPS, DEMO_PROFILES } from './demoAnalysisCatalogue';

export async function seedDemoAnalyses(tx: AppTx, emit: Emit, now: Date): Promise<void> {
  const analysisRows = await tx
    .insert(analyses)
    .values(
      DEMO_ANALYSIS_GROUPS.flatMap((group) =>
        group.analyses.map((item) => ({
          code: item.code,
          loinc: item.loinc,
          name: item.name,
          nameEn: item.name_en,
          groupName: group.group,
          groupNameEn: group.group_en,
          material: item.material,
          tube: item.tube,
          volumeMl: item.volume_ml,
          stabilityHours: item.stability_hours,
          transport: item.transport,
          note: item.note,
          noteEn: item.note_en,
          billing: item.billing,
          withdrawnAt: item.withdrawn ? now : null,
        })),
      ),
    )
    .returning({ id: analyses.id, code: analyses.code });
  // Matched by code, not by position: RETURNING promises no order.
  const idOf = new Map(analysisRows.map((row) => [row.code, row.id]));
  const requireId = (code: string): number => {
    const id = idOf.get(code);
    if (id === undefined) throw new Error(`the demo profiles name an analysis '${code}' the catalogue lacks`);
    return id;
  };
  analysesChanged(emit, idOf.values());

  const profileRows = await tx
    .insert(analysisProfiles)
    .values(
      DEMO_PROFILES.map((profile) => ({ code: profile.code, name: profile.name, nameEn: profile.name_en })),
    )
    .returning({ id: analysisProfiles.id, code: analysisProfiles.code });
  const profileIdOf = new Map(profileRows.map((row) => [row.code, row.id]));
  await tx.insert(analysisProfileItems).values(
    DEMO_PROFILES.flatMap((profile) =>
      profile.analyses.map((code, position) => ({
        profileId: profileIdOf.get(profile.code) ?? 0,
        analysisId: requireId(code),
        position,
      })),
    ),
  );
  profilesChanged(emit, profileIdOf.values());
}
