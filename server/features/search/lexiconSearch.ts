/**
 * `/api/search/iec` and `/api/search/wiki` (issue 16): the substances by name (both languages),
 * synonym and CAS number, and the lexicon by its terms, with the global search's matching
 * (searchMatch.ts: every word as a partial match through the trigram index, or the words and
 * their german stems through the full-text index), best ranked first. Names and terms are shown
 * in the caller's language; the catalogue is public to everyone signed in, so no visibility rule.
 */
import { desc, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import { IEC_SEARCH_HITS } from '../../../src/contract/constants';
import { markMatches, searchExcerpt, type LexiconHit } from '../../../src/contract/search';
import type { AppDb } from '../../platform/db/database';
import { iecLexiconEntries, iecSubstances } from '../../platform/db/schema';
import type { SearchInput } from './searchHits';
import { searchMatch } from '../../platform/db/searchMatch';

export async function searchSubstances(
  db: AppDb,
  locale: Locale,
  { search, words }: SearchInput,
): Promise<LexiconHit[]> {
  const match = searchMatch(sql`${iecSubstances.searchText}`, search, words);
  const rows = await db
    .select({
      id: iecSubstances.id,
      nameDe: iecSubstances.nameDe,
      nameEn: iecSubstances.nameEn,
      synonyms: iecSubstances.synonyms,
      cas: iecSubstances.cas,
    })
    .from(iecSubstances)
    .where(match.where)
    .orderBy(desc(match.rank), iecSubstances.nameDe, iecSubstances.id)
    .limit(IEC_SEARCH_HITS);
  return rows.map((row) => ({
    id: row.id,
    name: markMatches(locale === 'de' ? row.nameDe : row.nameEn, words),
    detail: markMatches([...row.synonyms, row.cas ?? ''].filter(Boolean).join(' · '), words),
    substance_id: row.id,
  }));
}

export async function searchLexicon(
  db: AppDb,
  locale: Locale,
  { search, words }: SearchInput,
): Promise<LexiconHit[]> {
  const match = searchMatch(sql`${iecLexiconEntries.searchText}`, search, words);
  const rows = await db
    .select({
      id: iecLexiconEntries.id,
      termDe: iecLexiconEntries.termDe,
      termEn: iecLexiconEntries.termEn,
      definitionDe: iecLexiconEntries.definitionDe,
      definitionEn: iecLexiconEntries.definitionEn,
      substanceId: iecLexiconEntries.substanceId,
    })
    .from(iecLexiconEntries)
    .where(match.where)
    .orderBy(desc(match.rank), iecLexiconEntries.termDe, iecLexiconEntries.id)
    .limit(IEC_SEARCH_HITS);
  return rows.map((row) => {
    const definition = locale === 'de' ? row.definitionDe : row.definitionEn;
    return {
      id: row.id,
      name: markMatches(locale === 'de' ? row.termDe : row.termEn, words),
      detail: markMatches(searchExcerpt(definition, words), words),
      substance_id: row.substanceId,
    };
  });
}
