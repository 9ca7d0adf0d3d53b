import { z } from 'zod';
import {
  MAX_ENTITY_ID,
  ANALYSIS_CODE_MAX,
  ANALYSIS_NAME_MAX,
  ANALYSIS_NOTE_MAX,
  ANALYSIS_PROFILE_ITEMS_MAX,
  ANALYSIS_STABILITY_HOURS_MAX,
  ANALYSIS_VOLUME_ML_MAX,
} from './constants';
import { listResponseSchema } from './listEnvelope';
import { booleanQuery, pageQuery } from './listQuery';

/**
 * The laboratory's catalogue of analyses (issue 28): what a practice may order. An analysis names
 * the material the lab needs, the tube it is taken in (its cap colour), the volume, how long the
 * sample keeps and how it must travel, and the billing categories it may be ordered under. Profiles
 * (panels such as 'Schilddrüse') expand to analyses. Staff holding 'manage content' maintain the
 * catalogue; every holder of 'create orders', 'list orders' or 'manage content' mirrors it
 * (analysisRules.ts). Withdrawing an
 * analysis keeps it (old orders still name it) but takes it out of order entry; an order that
 * names a withdrawn analysis is refused (orderRules.ts).
 */

/** The materials, by key; the names are i18n texts (`material.<key>`) on both sides. */
export const MATERIALS = [
  'serum',
  'edta_blood',
  'citrate_plasma',
  'heparin_plasma',
  'fluoride_plasma',
  'urine',
  'urine_24h',
  'stool',
  'swab',
  'csf',
] as const;
export type Material = (typeof MATERIALS)[number];

/**
 * The tubes, by key, with the cap colour of the common European (ISO 6710) code, as the label and
 * the order sheet print it. `colour` is a CSS colour for the screen's swatch.
 */
export const TUBES = {
  serum: { colour: '#d62828' },
  edta: { colour: '#7b2cbf' },
  citrate: { colour: '#2a9df4' },
  heparin: { colour: '#f77f00' },
  fluoride: { colour: '#f4d35e' },
  urine: { colour: '#e9c46a' },
  stool: { colour: '#8d6e63' },
  swab: { colour: '#adb5bd' },
  csf: { colour: '#ffffff' },
} as const;
export type Tube = keyof typeof TUBES;
export const TUBE_KEYS = Object.keys(TUBES) as [Tube, ...Tube[]];

/**
 * How a sample travels: at room temperature, cooled (2–8 °C) or frozen. A frozen sample cannot go
 * with an emergency order's courier (orderRules.ts `materialTravelsWith`).
 */
export const TRANSPORTS = ['room', 'cooled', 'frozen'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** Billing category of an ordered analysis: statutory insurance (GKV), private (PKV), self-pay (IGeL). */
export const BILLING_CATEGORIES = ['statutory', 'private', 'self_pay'] as const;
export type BillingCategory = (typeof BILLING_CATEGORIES)[number];

export const AnalysisValidation = {
  code: 'validation.analysisCode',
  codeTaken: 'validation.analysisCodeTaken',
  loinc: 'validation.analysisLoinc',
  name: 'validation.analysisName',
  group: 'validation.analysisGroup',
  volume: 'validation.analysisVolume',
  stability: 'validation.analysisStability',
  note: 'validation.analysisNote',
  billing: 'validation.analysisBilling',
  profileItems: 'validation.analysisProfileItems',
  /** A profile names an analysis the catalogue does not have. */
  unknownAnalysis: 'validation.analysisUnknown',
  /** A profile names a withdrawn analysis (it would expand to an analysis no order may hold). */
  withdrawnAnalysis: 'validation.analysisWithdrawn',
} as const;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).nullable().default(null);

/** An analysis as mirrored (`analysis`, keyed by id) and as `GET /api/analyses` lists it. */
export const analysisRecordSchema = z.object({
  id: z.number(),
  /** The lab's test code, the same as a result's `code` (results.ts) where both exist. */
  code: z.string(),
  loinc: z.string().nullable(),
  name: z.string(),
  name_en: z.string(),
  /** The catalogue group (German heading, as the results print it) and its English name. */
  group: z.string(),
  group_en: z.string(),
  material: z.enum(MATERIALS),
  tube: z.enum(TUBE_KEYS),
  /** Millilitres of material needed. */
  volume_ml: z.number(),
  /** How long the sample keeps at its transport temperature, in hours. */
  stability_hours: z.number(),
  transport: z.enum(TRANSPORTS),
  /** Transport and sampling notes ('nüchtern abnehmen', 'lichtgeschützt'), German and English. */
  note: z.string().nullable(),
  note_en: z.string().nullable(),
  /** The categories it may be billed under; the first is the default of order entry. */
  billing: z.array(z.enum(BILLING_CATEGORIES)).min(1),
  /** Set when withdrawn: no longer offered, refused in new orders. */
  withdrawn_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;

/** A profile (panel) as mirrored (`analysisProfile`): a name and the analyses it expands to. */
export const analysisProfileRecordSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  analysis_ids: z.array(z.number()),
  withdrawn_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AnalysisProfileRecord = z.infer<typeof analysisProfileRecordSchema>;

/** Staff's form: `POST /api/analyses`, `PUT /api/analyses/{id}`. */
export const analysisInputSchema = z.object({
  code: text(ANALYSIS_CODE_MAX, AnalysisValidation.code).regex(
    /^[A-Z0-9][A-Z0-9_.-]*$/i,
    AnalysisValidation.code,
  ),
  loinc: z
    .string()
    .trim()
    .regex(/^\d{1,7}-\d$/, AnalysisValidation.loinc)
    .nullable()
    .default(null),
  name: text(ANALYSIS_NAME_MAX, AnalysisValidation.name),
  name_en: text(ANALYSIS_NAME_MAX, AnalysisValidation.name),
  group: text(ANALYSIS_NAME_MAX, AnalysisValidation.group),
  group_en: text(ANALYSIS_NAME_MAX, AnalysisValidation.group),
  material: z.enum(MATERIALS),
  tube: z.enum(TUBE_KEYS),
  volume_ml: z
    .number({ error: AnalysisValidation.volume })
    .positive(AnalysisValidation.volume)
    .max(ANALYSIS_VOLUME_ML_MAX, AnalysisValidation.volume),
  stability_hours: z
    .number({ error: AnalysisValidation.stability })
    .int(AnalysisValidation.stability)
    .positive(AnalysisValidation.stability)
    .max(ANALYSIS_STABILITY_HOURS_MAX, AnalysisValidation.stability),
  transport: z.enum(TRANSPORTS),
  note: optionalText(ANALYSIS_NOTE_MAX, AnalysisValidation.note),
  note_en: optionalText(ANALYSIS_NOTE_MAX, AnalysisValidation.note),
  billing: z
    .array(z.enum(BILLING_CATEGORIES), { error: AnalysisValidation.billing })
    .min(1, AnalysisValidation.billing)
    .max(BILLING_CATEGORIES.length, AnalysisValidation.billing)
    .refine((list) => new Set(list).size === list.length, AnalysisValidation.billing),
});
export type AnalysisInput = z.input<typeof analysisInputSchema>;

/** Staff's form of a profile: `POST /api/analyses/profiles`, `PUT /api/analyses/profiles/{id}`. */
export const analysisProfileInputSchema = z.object({
  code: text(ANALYSIS_CODE_MAX, AnalysisValidation.code).regex(
    /^[A-Z0-9][A-Z0-9_.-]*$/i,
    AnalysisValidation.code,
  ),
  name: text(ANALYSIS_NAME_MAX, AnalysisValidation.name),
  name_en: text(ANALYSIS_NAME_MAX, AnalysisValidation.name),
  analysis_ids: z
    .array(z.number().int().positive(), { error: AnalysisValidation.profileItems })
    .min(1, AnalysisValidation.profileItems)
    .max(ANALYSIS_PROFILE_ITEMS_MAX, AnalysisValidation.profileItems),
});
export type AnalysisProfileInput = z.input<typeof analysisProfileInputSchema>;

/**
 * `GET /api/analyses?page=&perPage=&search=&group=&withdrawn=`: the catalogue, paged in the list
 * envelope (listEnvelope.ts), ordered by group and name; `search` matches code, LOINC and both
 * names, `group` is the German group name. Withdrawn analyses are listed only to 'manage content'
 * (analysisRules.ts): with both kinds by default, `withdrawn=true` only those, `false` none.
 * `GET /api/analyses/profiles` lists the profiles (a few dozen, unpaged), withdrawn ones to staff only.
 */
export const analysisListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(ANALYSIS_NAME_MAX).optional(),
  group: z.string().trim().max(ANALYSIS_NAME_MAX).optional(),
  withdrawn: booleanQuery.optional(),
});
export type AnalysisListQuery = z.infer<typeof analysisListQuerySchema>;

/** `{id}` of `/api/analyses/{id}` and `/api/analyses/profiles/{id}`. */
export const analysisIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ENTITY_ID) });

/**
 * Withdraw (`DELETE /api/analyses/{id}`, 204) or bring back (`POST /api/analyses/{id}/restore`): an
 * analysis is never deleted, orders keep naming it. Profiles the same under `/api/analyses/profiles/{id}`.
 */

export const analysisListResponseSchema = listResponseSchema(analysisRecordSchema);
export const analysisProfileListResponseSchema = z.object({ data: z.array(analysisProfileRecordSchema) });
export const analysisResponseSchema = z.object({ data: analysisRecordSchema });
export const analysisProfileResponseSchema = z.object({ data: analysisProfileRecordSchema });

/** The name in the reader's language. */
export const analysisName = (record: Pick<AnalysisRecord, 'name' | 'name_en'>, language: string): string =>
  language.startsWith('en') ? record.name_en : record.name;
