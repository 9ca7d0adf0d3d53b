/**
 * The content staff's lexicon form (issue 16 'Staff with a permission for content maintain all of
 * them'), without a DOM: the values of the fields, the contract's schema as the device's check, and
 * the messages of a failed check by field (`term.de`, `source_ids`, ...), as the server's 422 names them.
 */
import type { z } from 'zod';
import { iecLexiconEntryInputSchema, type IecLexiconEntryInput } from '../../../contract/iec';
import type { IecLexiconEntryRow } from '../../../db/rows';

export interface LexiconFormValues {
  termDe: string;
  termEn: string;
  definitionDe: string;
  definitionEn: string;
  /** '' for no substance. */
  substanceId: string;
  sourceIds: number[];
}

export type LexiconFormErrors = Record<string, string>;

export const lexiconFormValues = (entry?: IecLexiconEntryRow): LexiconFormValues => ({
  termDe: entry?.term.de ?? '',
  termEn: entry?.term.en ?? '',
  definitionDe: entry?.definition.de ?? '',
  definitionEn: entry?.definition.en ?? '',
  substanceId: entry?.substance_id === null || entry === undefined ? '' : String(entry.substance_id),
  sourceIds: [...(entry?.source_ids ?? [])],
});

const fieldErrors = (error: z.ZodError): LexiconFormErrors => {
  const errors: LexiconFormErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
};

/** The request body, or the messages (i18n keys) of the fields the schema refuses. */
export function lexiconInput(
  values: LexiconFormValues,
): { input: IecLexiconEntryInput; errors?: undefined } | { input?: undefined; errors: LexiconFormErrors } {
  const parsed = iecLexiconEntryInputSchema.safeParse({
    term: { de: values.termDe, en: values.termEn },
    definition: { de: values.definitionDe, en: values.definitionEn },
    substance_id: values.substanceId ? Number(values.substanceId) : null,
    source_ids: values.sourceIds,
  });
  return parsed.success ? { input: parsed.data } : { errors: fieldErrors(parsed.error) };
}
