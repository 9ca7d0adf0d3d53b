/**
 * The staff's forms of the catalogue (issue 28), checked by the contract's own schemas so the form
 * shows the server's texts before it asks. What a form edits as text becomes the request's shape
 * here: a volume typed with a German decimal comma, hours as digits, an empty LOINC or note as
 * none, the billing categories in the contract's order. Pure, so tested alone.
 */
import { z } from 'zod';
import {
  AnalysisValidation,
  BILLING_CATEGORIES,
  analysisInputSchema,
  analysisProfileInputSchema,
  type AnalysisInput,
  type AnalysisProfileInput,
  type BillingCategory,
} from '../../../contract/analyses';
import type { AnalysisProfileRow, AnalysisRow } from '../../../db/tables/analyses';

const emptyAsNull = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : text));

/** '2,7' and '2.7' alike; '' is no number (the schema's own message). */
const decimal = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text.replace(',', '.'))));

export const analysisFormSchema = analysisInputSchema.extend({
  loinc: emptyAsNull.pipe(analysisInputSchema.shape.loinc.unwrap()),
  volume_ml: decimal.pipe(analysisInputSchema.shape.volume_ml),
  stability_hours: decimal.pipe(analysisInputSchema.shape.stability_hours),
  note: emptyAsNull.pipe(analysisInputSchema.shape.note.unwrap()),
  note_en: emptyAsNull.pipe(analysisInputSchema.shape.note_en.unwrap()),
  billing: z
    .array(z.enum(BILLING_CATEGORIES))
    .transform((picked) => BILLING_CATEGORIES.filter((category) => picked.includes(category)))
    .pipe(analysisInputSchema.shape.billing),
});
export type AnalysisFormValues = z.input<typeof analysisFormSchema>;

/** A new analysis starts as most are: serum at room temperature, billable under every category. */
export function analysisFormValues(analysis: AnalysisRow | undefined, language: string): AnalysisFormValues {
  const number = (value: number | undefined) =>
    value === undefined ? '' : value.toLocaleString(language.startsWith('en') ? 'en' : 'de');
  return {
    code: analysis?.code ?? '',
    loinc: analysis?.loinc ?? '',
    name: analysis?.name ?? '',
    name_en: analysis?.name_en ?? '',
    group: analysis?.group ?? '',
    group_en: analysis?.group_en ?? '',
    material: analysis?.material ?? 'serum',
    tube: analysis?.tube ?? 'serum',
    volume_ml: number(analysis?.volume_ml),
    stability_hours: number(analysis?.stability_hours),
    transport: analysis?.transport ?? 'room',
    note: analysis?.note ?? '',
    note_en: analysis?.note_en ?? '',
    billing: [...(analysis?.billing ?? BILLING_CATEGORIES)] as BillingCategory[],
  };
}

/** The request of an analysis form's values (the form's resolver has checked them). */
export const analysisInputOf = (values: AnalysisFormValues): AnalysisInput =>
  analysisFormSchema.parse(values);

export const profileFormSchema = analysisProfileInputSchema.extend({
  analysis_ids: z
    .array(z.number())
    .min(1, AnalysisValidation.profileItems)
    .pipe(analysisProfileInputSchema.shape.analysis_ids),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const profileFormValues = (profile: AnalysisProfileRow | undefined): ProfileFormValues => ({
  code: profile?.code ?? '',
  name: profile?.name ?? '',
  name_en: profile?.name_en ?? '',
  analysis_ids: [...(profile?.analysis_ids ?? [])],
});

export type ProfileInput = AnalysisProfileInput;

/** The German group's English name as the catalogue already has it, for a group typed again. */
export function englishGroupOf(
  analyses: readonly Pick<AnalysisRow, 'group' | 'group_en'>[],
  group: string,
): string | undefined {
  return analyses.find((analysis) => analysis.group === group.trim())?.group_en;
}
