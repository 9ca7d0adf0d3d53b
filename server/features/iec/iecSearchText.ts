/**
 * The text /api/search/iec and /api/search/wiki find an entry by, written with every save (the
 * column's header in server/platform/db/schema/iec.ts says why it is stored): a substance by both names,
 * its synonyms and its CAS number; a lexicon entry by its terms in both languages. Parts are
 * joined by blanks, like searchText.ts's, so "every word occurs" means "in one of the parts".
 */
export const substanceSearchText = (substance: {
  name: { de: string; en: string };
  synonyms: readonly string[];
  cas: string | null;
}): string =>
  [substance.name.de, substance.name.en, ...substance.synonyms, substance.cas ?? ''].join(' ').trim();

export const lexiconSearchText = (entry: { term: { de: string; en: string } }): string =>
  [entry.term.de, entry.term.en].join(' ');
