/**
 * The iEC catalogue, lexicon and tool (spec §2 'iEC tool', 'iEC wiki', 'sources'; §3 'Substance
 * and substance group, with sources'; §7 'iEC and wiki'; issue 16):
 *
 *   GET/POST /api/iec/substances, PUT/DELETE /api/iec/substances/{id}
 *   GET/POST /api/iec/substance-groups, PUT/DELETE /api/iec/substance-groups/{id} (title, substances)
 *   GET/POST /api/iec/sources, PUT/DELETE /api/iec/sources/{id}   the reference list
 *   GET/POST /api/wiki/iec, GET/PUT/DELETE /api/wiki/iec/{id}     the lexicon
 *   POST /api/wiki/iec/definitions                                the lexicon's entries of substances
 *   GET/PUT /api/iec/selection                                    the caller's selection (synced)
 *   POST /api/iec/results/generate (PDF), /api/iec/results/excel (XLSX)
 *
 * Everyone signed in reads; holders of 'manage content' write (./iecRules.ts). The records below
 * are also the mirrored shapes (`iecSubstance`, `iecSubstanceGroup`, `iecLexiconEntry`,
 * `iecSource` in scope `all`, `iecSelection` in the user's scope), so the device renders the same
 * fields offline. Texts a reader sees come in both languages (`{de, en}`); the screen picks one.
 */
import { z } from 'zod';
import {
  IEC_CITATION_MAX,
  IEC_DEFINITION_MAX,
  IEC_GROUP_POSITION_MAX,
  IEC_INFO_MAX,
  IEC_SELECTION_MAX,
  IEC_SOURCES_PER_ITEM_MAX,
  IEC_SYNONYM_MAX,
  IEC_SYNONYMS_MAX,
  IEC_TITLE_MAX,
  MAX_ENTITY_ID,
} from './constants';
import { entityIdSchema } from './idOrUuid';
import { ValidationMessage } from './validationMessages';

/** A text in both interface languages. */
export const localizedSchema = <T extends z.ZodType>(text: T) => z.object({ de: text, en: text });
export type Localized = { de: string; en: string };

// ---------------------------------------------------------------------------------------------
// Records (answers and mirrored rows)

export const iecSourceRecordSchema = z.object({
  id: z.number(),
  citation: z.string(),
  updated_at: z.string(),
});
export type IecSourceRecord = z.infer<typeof iecSourceRecordSchema>;

export const iecSubstanceGroupRecordSchema = z.object({
  id: z.number(),
  title: localizedSchema(z.string()),
  position: z.number(),
  /** Its substances, ordered by their German name. */
  substance_ids: z.array(z.number()),
  updated_at: z.string(),
});
export type IecSubstanceGroupRecord = z.infer<typeof iecSubstanceGroupRecordSchema>;

export const iecSubstanceRecordSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  name: localizedSchema(z.string()),
  synonyms: z.array(z.string()),
  cas: z.string().nullable(),
  info: localizedSchema(z.string()),
  /** The sources it cites, in citation order (ids of `iecSource`). */
  source_ids: z.array(z.number()),
  updated_at: z.string(),
});
export type IecSubstanceRecord = z.infer<typeof iecSubstanceRecordSchema>;

export const iecLexiconEntryRecordSchema = z.object({
  id: z.number(),
  term: localizedSchema(z.string()),
  definition: localizedSchema(z.string()),
  /** The substance the entry explains (the wiki adds it to or removes it from the selection), if any. */
  substance_id: z.number().nullable(),
  source_ids: z.array(z.number()),
  updated_at: z.string(),
});
export type IecLexiconEntryRecord = z.infer<typeof iecLexiconEntryRecordSchema>;

/** The caller's selection in the iEC tool; mirrored under the feed id 'current'. */
export const iecSelectionRecordSchema = z.object({
  substance_ids: z.array(z.number()),
  updated_at: z.string().nullable(),
});
export type IecSelectionRecord = z.infer<typeof iecSelectionRecordSchema>;
/** The one feed id of the user's selection (one row per user, in the user's own scope). */
export const IEC_SELECTION_FEED_ID = 'current';

// ---------------------------------------------------------------------------------------------
// Inputs (content staff)

const requiredText = (max: number, tooLong: ValidationMessage) =>
  z.string(ValidationMessage.required).trim().min(1, ValidationMessage.required).max(max, tooLong);

/**
 * A CAS registry number: 2-7 digits, 2 digits, a check digit that is the sum of the other digits
 * weighted 1, 2, 3, ... from the right, modulo 10 (7439-97-6: 9·1 + 7·2 + 9·3 + 3·4 + 4·5 + 7·6 = 126).
 */
export function isCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

const idList = (max: number, tooMany: ValidationMessage) =>
  z
    .array(entityIdSchema)
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)]);

const sourceIds = idList(IEC_SOURCES_PER_ITEM_MAX, ValidationMessage.iecSourcesMax).default([]);

export const iecSourceInputSchema = z.object({
  citation: requiredText(IEC_CITATION_MAX, ValidationMessage.iecCitationMax),
});
export type IecSourceInput = z.output<typeof iecSourceInputSchema>;

export const iecSubstanceGroupInputSchema = z.object({
  title: localizedSchema(requiredText(IEC_TITLE_MAX, ValidationMessage.iecTitleMax)),
  position: z
    .number(ValidationMessage.iecPosition)
    .int(ValidationMessage.iecPosition)
    .min(0, ValidationMessage.iecPosition)
    .max(IEC_GROUP_POSITION_MAX, ValidationMessage.iecPosition)
    .default(0),
  /**
   * Substances to move into this group (spec: 'title, substances'). A substance belongs to exactly
   * one group, so the list must keep the group's current substances: one leaves a group only by
   * being assigned to another.
   */
  substances: z.array(entityIdSchema).max(IEC_SELECTION_MAX).optional(),
});
export type IecSubstanceGroupInput = z.output<typeof iecSubstanceGroupInputSchema>;

export const iecSubstanceInputSchema = z.object({
  group_id: entityIdSchema,
  name: localizedSchema(requiredText(IEC_TITLE_MAX, ValidationMessage.iecTitleMax)),
  synonyms: z
    .array(
      z
        .string()
        .trim()
        .min(1, ValidationMessage.iecSynonyms)
        .max(IEC_SYNONYM_MAX, ValidationMessage.iecSynonyms),
    )
    .max(IEC_SYNONYMS_MAX, ValidationMessage.iecSynonyms)
    .default([]),
  /** Empty or null where the substance has no CAS number (a mixture, a class). */
  cas: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCasNumber(value), ValidationMessage.casNumber),
  info: localizedSchema(requiredText(IEC_INFO_MAX, ValidationMessage.iecInfoMax)),
  source_ids: sourceIds,
});
export type IecSubstanceInput = z.output<typeof iecSubstanceInputSchema>;

export const iecLexiconEntryInputSchema = z.object({
  term: localizedSchema(requiredText(IEC_TITLE_MAX, ValidationMessage.iecTitleMax)),
  definition: localizedSchema(requiredText(IEC_DEFINITION_MAX, ValidationMessage.iecDefinitionMax)),
  substance_id: entityIdSchema.nullish().transform((value) => value ?? null),
  source_ids: sourceIds,
});
export type IecLexiconEntryInput = z.output<typeof iecLexiconEntryInputSchema>;

// ---------------------------------------------------------------------------------------------
// The tool: selection, definitions, documents

/** `PUT /api/iec/selection`: the whole selection (idempotent: the same body twice is one state). */
export const iecSelectionInputSchema = z.object({
  substance_ids: idList(IEC_SELECTION_MAX, ValidationMessage.selectionTooLarge),
});
export type IecSelectionInput = z.output<typeof iecSelectionInputSchema>;

/** `POST /api/iec/results/generate|excel`: the substances to put into the document. */
export const iecResultsRequestSchema = z.object({
  substance_ids: z
    .array(entityIdSchema, ValidationMessage.selectionEmpty)
    .min(1, ValidationMessage.selectionEmpty)
    .max(IEC_SELECTION_MAX, ValidationMessage.selectionTooLarge)
    .transform((ids) => [...new Set(ids)]),
});
export type IecResultsRequest = z.output<typeof iecResultsRequestSchema>;

/** `POST /api/wiki/iec/definitions`: the lexicon entries of these substances (the tool's optional info). */
export const iecDefinitionsRequestSchema = z.object({
  substance_ids: idList(IEC_SELECTION_MAX, ValidationMessage.selectionTooLarge),
});

export const IEC_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

// ---------------------------------------------------------------------------------------------
// Responses and parameters

/** `{id}` of the iEC routes: the numeric id (content is created online by staff; no uuids). */
export const iecIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ENTITY_ID) });

export const iecSourceListSchema = z.object({ data: z.array(iecSourceRecordSchema) });
export const iecSourceResponseSchema = z.object({ data: iecSourceRecordSchema });
export const iecSubstanceGroupListSchema = z.object({ data: z.array(iecSubstanceGroupRecordSchema) });
export const iecSubstanceGroupResponseSchema = z.object({ data: iecSubstanceGroupRecordSchema });
export const iecSubstanceListSchema = z.object({ data: z.array(iecSubstanceRecordSchema) });
export const iecSubstanceResponseSchema = z.object({ data: iecSubstanceRecordSchema });
export const iecLexiconEntryListSchema = z.object({ data: z.array(iecLexiconEntryRecordSchema) });
export const iecLexiconEntryResponseSchema = z.object({ data: iecLexiconEntryRecordSchema });
export const iecSelectionResponseSchema = z.object({ data: iecSelectionRecordSchema });

/** `GET /api/iec/substances?group=`: one group's substances, or all. */
export const iecSubstanceListQuerySchema = z.object({
  group: z.coerce.number().int().positive().max(MAX_ENTITY_ID).optional(),
});

/** `GET /api/wiki/iec?letter=`: the lexicon filtered by initial letter (spec §2 'iEC wiki'), or all. */
export const iecLexiconListQuerySchema = z.object({
  letter: z
    .string()
    .trim()
    .regex(/^\p{L}$/u)
    .optional(),
  locale: z.enum(['de', 'en']).optional(),
});

/**
 * The initial letter an entry is filed under in the wiki's letter filter: the term's first
 * letter, umlauts under their base letter (Ä under A), anything else under '#'.
 */
export function lexiconInitial(term: string): string {
  const first = term.trim().normalize('NFD').charAt(0).toLocaleUpperCase('de');
  return /^[A-Z]$/.test(first) ? first : '#';
}
