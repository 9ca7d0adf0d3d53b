/**
 * The catalogue rows the order suites need (issue 28), whether or not the catalogue feature's demo
 * seed ran: the analyses the demo orders name (by the results demo's codes) and the profiles they
 * name, added only where the catalogue lacks them, and analyses of the suites' own (codes 'T-...')
 * for the rules: one at room temperature, one frozen, one withdrawn, one self-pay only.
 */
import { eq, inArray } from 'drizzle-orm';
import type { BillingCategory, Material, Transport, Tube } from '../../src/contract/analyses';
import type { AppDb } from '../platform/db/database';
import { analyses, analysisProfileItems, analysisProfiles } from '../platform/db/schema';

interface TestAnalysis {
  code: string;
  name: string;
  material: Material;
  tube: Tube;
  transport: Transport;
  billing: BillingCategory[];
  withdrawn?: boolean;
}

const ALL: BillingCategory[] = ['statutory', 'private', 'self_pay'];
const serum = (code: string, name: string, fields: Partial<TestAnalysis> = {}): TestAnalysis => ({
  code,
  name,
  material: 'serum',
  tube: 'serum',
  transport: 'room',
  billing: ALL,
  ...fields,
});
const edta = (code: string, name: string): TestAnalysis => ({
  code,
  name,
  material: 'edta_blood',
  tube: 'edta',
  transport: 'room',
  billing: ALL,
});

const ANALYSES: readonly TestAnalysis[] = [
  edta('HB', 'Hämoglobin'),
  edta('LEUKO', 'Leukozyten'),
  edta('THROMB', 'Thrombozyten'),
  edta('HBA1C', 'HbA1c'),
  serum('GOT', 'GOT (AST)'),
  serum('GPT', 'GPT (ALT)'),
  serum('GGT', 'Gamma-GT'),
  serum('KREA', 'Kreatinin'),
  serum('EGFR', 'eGFR (CKD-EPI)'),
  serum('HST', 'Harnstoff'),
  serum('NA', 'Natrium'),
  serum('K', 'Kalium'),
  serum('CA', 'Calcium'),
  serum('TSH', 'TSH basal'),
  serum('FT4', 'freies T4 (fT4)'),
  serum('CHOL', 'Cholesterin gesamt'),
  serum('LDL', 'LDL-Cholesterin'),
  serum('HDL', 'HDL-Cholesterin'),
  { ...serum('GLUN', 'Glukose nüchtern'), material: 'fluoride_plasma', tube: 'fluoride' },
  serum('CRP', 'C-reaktives Protein'),
  serum('FERR', 'Ferritin'),
  serum('VITD', '25-OH-Vitamin D', { billing: ['self_pay', 'private', 'statutory'] }),
  serum('B12', 'Vitamin B12'),
  serum('T-ROOM', 'Testanalyse Raumtemperatur'),
  serum('T-FROZEN', 'Testanalyse gefroren', { transport: 'frozen' }),
  serum('T-WITHDRAWN', 'Testanalyse zurückgezogen', { withdrawn: true }),
  serum('T-IGEL', 'Testanalyse IGeL', { billing: ['self_pay'] }),
];

const PROFILES: Readonly<Record<string, readonly string[]>> = {
  Schilddrüse: ['TSH', 'FT4'],
  Diabetes: ['HBA1C', 'GLUN'],
  Niere: ['KREA', 'EGFR', 'HST'],
  'Blutbild klein': ['HB', 'LEUKO', 'THROMB'],
  Lipidstatus: ['CHOL', 'LDL', 'HDL'],
  Entzündung: ['CRP'],
  Eisenstatus: ['FERR'],
  Leber: ['GOT', 'GPT', 'GGT'],
};

export interface TestCatalogue {
  /** Analysis ids by code. */
  analysis: (code: string) => number;
  /** Profile ids by name. */
  profile: (name: string) => number;
}

/** Adds what is missing; answers the ids of everything above. */
export async function ensureOrderCatalogue(db: AppDb): Promise<TestCatalogue> {
  await db
    .insert(analyses)
    .values(
      ANALYSES.map((analysis) => ({
        code: analysis.code,
        name: analysis.name,
        nameEn: `${analysis.name} (en)`,
        groupName: 'Test',
        groupNameEn: 'Test',
        material: analysis.material,
        tube: analysis.tube,
        volumeMl: 2,
        stabilityHours: 24,
        transport: analysis.transport,
        billing: analysis.billing,
        withdrawnAt: analysis.withdrawn ? new Date() : null,
      })),
    )
    .onConflictDoNothing({ target: analyses.code });
  const codes = await db
    .select({ id: analyses.id, code: analyses.code })
    .from(analyses)
    .where(
      inArray(
        analyses.code,
        ANALYSES.map((analysis) => analysis.code),
      ),
    );
  const analysisIds = new Map(codes.map((row) => [row.code, row.id]));
  const profileIds = new Map<string, number>();
  for (const [index, [name, members]] of Object.entries(PROFILES).entries()) {
    const [existing] = await db
      .select({ id: analysisProfiles.id })
      .from(analysisProfiles)
      .where(eq(analysisProfiles.name, name));
    if (existing) {
      profileIds.set(name, existing.id);
      continue;
    }
    const [created] = await db
      .insert(analysisProfiles)
      .values({ code: `T-PROFILE-${index}`, name, nameEn: `${name} (en)` })
      .returning({ id: analysisProfiles.id });
    if (!created) throw new Error(`profile ${name} not stored`);
    profileIds.set(name, created.id);
    await db.insert(analysisProfileItems).values(
      members.map((code, position) => ({
        profileId: created.id,
        analysisId: idOf(analysisIds, code),
        position,
      })),
    );
  }
  return { analysis: (code) => idOf(analysisIds, code), profile: (name) => idOf(profileIds, name) };
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`test catalogue has no ${key}`);
  return id;
}
