/**
 * The lexicon list as the screen shows it (spec §2 'iEC wiki: filter by initial letter or show
 * all'; issue 16 'search'), decided here without a DOM: entries in the reader's language, sorted
 * by term, each filed under the initial the server's letter filter uses (`lexiconInitial`), and a
 * search over the mirror that matches the term, the explained substance's name and synonyms, and
 * the definition text, ignoring case and accents (so 'aluminium' finds 'Aluminium', 'ubersicht'
 * finds 'Übersicht').
 */
import { lexiconInitial } from '../../../contract/iec';
import type { IecLexiconEntryRow, IecSubstanceRow } from '../../../db/rows';

export type LexiconLocale = 'de' | 'en';

/** The letter bar: A to Z, then '#' for terms that begin with something else. */
export const LEXICON_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

export interface LexiconItem {
  id: string;
  term: string;
  definition: string;
  initial: string;
  /** The explained substance's name and synonyms, if the entry explains one. */
  substanceNames: string[];
}

export const lexiconLocale = (language: string | undefined): LexiconLocale =>
  language?.startsWith('en') ? 'en' : 'de';

export function lexiconItems(
  entries: readonly IecLexiconEntryRow[],
  substances: readonly IecSubstanceRow[],
  locale: LexiconLocale,
): LexiconItem[] {
  const byId = new Map(substances.map((substance) => [Number(substance.id), substance]));
  const compare = new Intl.Collator(locale).compare;
  return entries
    .map((entry) => {
      const substance = entry.substance_id === null ? undefined : byId.get(entry.substance_id);
      return {
        id: entry.id,
        term: entry.term[locale],
        definition: entry.definition[locale],
        initial: lexiconInitial(entry.term[locale]),
        substanceNames: substance ? [substance.name[locale], ...substance.synonyms] : [],
      };
    })
    .sort((a, b) => compare(a.term, b.term) || Number(a.id) - Number(b.id));
}

/** The letters that have entries (the others are shown disabled). */
export const lettersWithEntries = (items: readonly LexiconItem[]): ReadonlySet<string> =>
  new Set(items.map((item) => item.initial));

/** Lower case, without accents: the form both sides of a search are compared in. */
export const searchForm = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de').replace(/ß/g, 'ss');

export interface LexiconFilter {
  /** One of LEXICON_LETTERS, or null for 'show all'. */
  letter: string | null;
  query: string;
}

/** The items under the letter (if any) that contain every word of the query somewhere. */
export function filterLexicon(items: readonly LexiconItem[], filter: LexiconFilter): LexiconItem[] {
  const words = searchForm(filter.query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.letter !== null && item.initial !== filter.letter) return false;
    if (words.length === 0) return true;
    const haystack = searchForm([item.term, ...item.substanceNames, item.definition].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/** The letter of a `?letter=` parameter, or null ('show all') when it names none of the bar's. */
export function letterParam(value: string | null): string | null {
  const letter = value?.toUpperCase() ?? null;
  return letter !== null && (LEXICON_LETTERS as readonly string[]).includes(letter) ? letter : null;
}
