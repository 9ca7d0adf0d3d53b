/**
 * How one search text (server/platform/db/schema/searchText.ts) matches a search, in SQL: every word occurs
 * in it, case-insensitively (ILIKE, which the GIN trigram index answers: 'Somm' finds 'Sommer'),
 * or the search's words and their german stems occur as words (the tsvector index: 'Befunde'
 * finds 'Befund', 'Muller' finds 'Müller'). Ranked by the better of the trigram word similarity and
 * the full-text rank, so an exact name comes before a longer one that merely contains it.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { germanVector } from './schema/searchText';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface SearchMatch {
  where: SQL;
  rank: SQL<number>;
}

/** The ILIKE pattern of a word anywhere in a text: a prepared statement's parameter. */
export const containsPattern = (word: string): string => `%${escapeLike(word)}%`;

/** Every word in the text, as ILIKE conditions the trigram index answers. */
export const containsAllWords = (text: SQL, words: readonly string[]): SQL | undefined =>
  and(...words.map((word) => sql`${text} ILIKE ${containsPattern(word)}`));

export function searchMatch(text: SQL, search: string, words: readonly string[]): SearchMatch {
  const query = sql`plainto_tsquery('german'::regconfig, ${search})`;
  const vector = germanVector(text);
  return {
    where: or(containsAllWords(text, words), sql`${vector} @@ ${query}`) ?? sql`false`,
    rank: sql<number>`greatest(word_similarity(${search}, ${text}), ts_rank(${vector}, ${query}))`.mapWith(
      Number,
    ),
  };
}
