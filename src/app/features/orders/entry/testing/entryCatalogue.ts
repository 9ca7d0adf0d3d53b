import type { AnalysisProfileRow, AnalysisRow } from '../../../../../db/rows';

/** A small catalogue for the entry tests: a few analyses of the lab, one withdrawn, one frozen, one IGeL only. */
export const at = '2026-11-20T08:00:00.000Z';

export const analysis = (
  id: number,
  code: string,
  name: string,
  name_en: string,
  more: Partial<AnalysisRow> = {},
): AnalysisRow => ({
  id: String(id),
  code,
  loinc: null,
  name,
  name_en,
  group: 'Klinische Chemie',
  group_en: 'Clinical chemistry',
  material: 'serum',
  tube: 'serum',
  volume_ml: 1,
  stability_hours: 48,
  transport: 'room',
  note: null,
  note_en: null,
  billing: ['statutory', 'private', 'self_pay'],
  withdrawn_at: null,
  updated_at: at,
  ...more,
});

export const catalogueRows: AnalysisRow[] = [
  analysis(1, 'TSH', 'TSH basal', 'TSH basal', { group: 'Schilddrüse', group_en: 'Thyroid' }),
  analysis(2, 'FT4', 'Freies Thyroxin', 'Free thyroxine', { group: 'Schilddrüse', group_en: 'Thyroid' }),
  analysis(3, 'HB', 'Hämoglobin', 'Haemoglobin', {
    group: 'Blutbild',
    group_en: 'Blood count',
    material: 'edta_blood',
    tube: 'edta',
  }),
  analysis(4, 'VITD', 'Vitamin D (25-OH)', 'Vitamin D (25-OH)', { billing: ['self_pay'] }),
  analysis(5, 'ACTH', 'ACTH', 'ACTH', { transport: 'frozen', material: 'edta_blood', tube: 'edta' }),
  analysis(6, 'OLD', 'Alter Test', 'Old test', { withdrawn_at: at }),
];

export const profileRows: AnalysisProfileRow[] = [
  {
    id: '10',
    code: 'SD',
    name: 'Schilddrüse',
    name_en: 'Thyroid',
    analysis_ids: [1, 2, 6],
    withdrawn_at: null,
    updated_at: at,
  },
];
