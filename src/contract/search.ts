/**
 * Global search (spec §2 navbar search box and results page, §7 'Search and notifications'):
 * `POST /api/search` with `{search}` answers the hits the caller may see, ranked, grouped by kind
 * on the client. Every hit carries its title and detail as segments, the matched parts flagged,
 * so the client highlights them by rendering text nodes (never HTML); the server and the device's
 * offline search (the sync worker over the mirror) mark them with the same `markMatches`.
 *
 * `POST /api/search/wiki` searches the iEC lexicon's terms, `/api/search/iec` the substances by
 * name, synonym and CAS number (issue 16), with the same matching as the global search.
 */
import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';
import { SORT_FOLD_FROM, SORT_FOLD_TO } from './reportListRules';
import { ValidationMessage } from './validationMessages';

/** The gate of global search (./permissions.ts, where the route table reads it without zod). */
export { GLOBAL_SEARCH_PERMISSION } from './permissions';

export const SEARCH_KINDS = ['report', 'doctor', 'office', 'ticket', 'demand'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchRequestSchema = z.object({
  search: z
    .string(ValidationMessage.required)
    .trim()
    .min(SEARCH_MIN_LENGTH, ValidationMessage.searchMin)
    .max(SEARCH_MAX_LENGTH, ValidationMessage.searchMax),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type SearchSegment = z.infer<typeof searchSegmentSchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /**
   * The hit's key in the device's mirror, which the pages link by: a report's, doctor's or
   * office's number as text, a ticket's or demand's uuid (those are keyed by uuid, src/db/rows.ts).
   */
  id: z.string(),
  uuid: z.string(),
  /** What the hit is called (the patient, the doctor, the office, the ticket's subject). */
  title: z.array(searchSegmentSchema),
  /** What else identifies it (reference number, LIS id and city, the ticket's text). */
  detail: z.array(searchSegmentSchema),
  /** When it was created (reports, tickets, demands); ISO 8601. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({ data: z.array(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * A hit of `/api/search/iec` (a substance: `id` the substance's, `name` in the caller's language,
 * `detail` its synonyms and CAS number, `substance_id` = `id`) or of `/api/search/wiki` (a lexicon
 * entry: `name` its term, `detail` an excerpt of its definition, `substance_id` the substance it
 * explains, if any), matches marked. The ids are the mirror's (`iecSubstance`, `iecLexiconEntry`).
 */
export const lexiconHitSchema = z.object({
  id: z.number().int(),
  name: z.array(searchSegmentSchema),
  detail: z.array(searchSegmentSchema),
  substance_id: z.number().int().nullable(),
});
export type LexiconHit = z.infer<typeof lexiconHitSchema>;
export const lexiconSearchResponseSchema = z.object({ data: z.array(lexiconHitSchema) });
export type LexiconSearchResponse = z.infer<typeof lexiconSearchResponseSchema>;

/** The words of a search: every one must occur (blanks and commas separate them). */
export const searchWords = (search: string): string[] =>
  search
    .trim()
    .toLocaleLowerCase('de')
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);

const FOLD = new Map([...SORT_FOLD_FROM].map((char, index) => [char, SORT_FOLD_TO[index] ?? char]));

/**
 * Lower case with accents and umlauts folded to their base letter, one character for one, so an
 * index in the folded text is the same index in the original ('Müller' and 'muller' compare
 * equal, as the german full-text configuration lets them match).
 */
export const foldForSearch = (text: string): string =>
  [...text]
    .map((char) => {
      const lower = char.toLocaleLowerCase('de');
      return lower.length === 1 ? (FOLD.get(lower) ?? lower) : char;
    })
    .join('');

/** Whether every word occurs in the text, folded (the device's offline match). */
export const matchesAllWords = (text: string, words: readonly string[]): boolean => {
  const folded = foldForSearch(text);
  return words.every((word) => folded.includes(foldForSearch(word)));
};

/** The text in segments, every occurrence of a word (folded) flagged as a match. */
export function markMatches(text: string, words: readonly string[]): SearchSegment[] {
  const folded = foldForSearch(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words.map(foldForSearch).filter((word) => word.length > 0)) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      marked.fill(true, at, at + word.length);
    }
  }
  const segments: SearchSegment[] = [];
  for (let index = 0; index < text.length; index++) {
    const match = marked[index] ?? false;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text[index];
    else segments.push({ text: text[index] ?? '', match });
  }
  return segments;
}

/** How much of a long text (a ticket's content, up to 1000 characters) a hit shows. */
export const SEARCH_EXCERPT_LENGTH = 120;

/** A window of a long text around the first word of the search it contains. */
export function searchExcerpt(
  text: string,
  words: readonly string[],
  length = SEARCH_EXCERPT_LENGTH,
): string {
  if (text.length <= length) return text;
  const folded = foldForSearch(text);
  const positions = words.map((word) => folded.indexOf(foldForSearch(word))).filter((at) => at >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  const end = start + length;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
