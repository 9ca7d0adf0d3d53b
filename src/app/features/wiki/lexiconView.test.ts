import { describe, expect, it } from 'vitest';
import { LEXICON_ENTRIES, MERCURY } from './lexiconFixtures';
import { filterLexicon, letterParam, lettersWithEntries, lexiconItems, lexiconLocale } from './lexiconView';

const german = lexiconItems(LEXICON_ENTRIES, [MERCURY], 'de');
const terms = (items: { term: string }[]) => items.map((item) => item.term);

describe('the lexicon list', () => {
  it('sorts the terms in the reader’s language and files umlauts under their base letter', () => {
    expect(terms(german)).toEqual(['Bioakkumulation', 'Halbwertszeit', 'Ölsäure', 'Quecksilber']);
    expect(german.map((item) => item.initial)).toEqual(['B', 'H', 'O', 'Q']);
    expect(terms(lexiconItems(LEXICON_ENTRIES, [MERCURY], 'en'))).toEqual([
      'Bioaccumulation',
      'Half-life',
      'Mercury',
      'Oleic acid',
    ]);
  });

  it('offers only the letters that have entries', () => {
    expect([...lettersWithEntries(german)].sort()).toEqual(['B', 'H', 'O', 'Q']);
  });

  it('shows the entries of the chosen letter, or all of them', () => {
    expect(terms(filterLexicon(german, { letter: 'O', query: '' }))).toEqual(['Ölsäure']);
    expect(filterLexicon(german, { letter: null, query: '' })).toHaveLength(4);
    expect(filterLexicon(german, { letter: 'Z', query: '' })).toEqual([]);
  });

  it('searches terms, the substance’s synonyms and the definition text, ignoring case and accents', () => {
    expect(terms(filterLexicon(german, { letter: null, query: 'hydrargyrum' }))).toEqual(['Quecksilber']);
    expect(terms(filterLexicon(german, { letter: null, query: 'OLSAURE' }))).toEqual(['Ölsäure']);
    expect(terms(filterLexicon(german, { letter: null, query: 'ubersicht' }))).toEqual(['Ölsäure']);
    expect(terms(filterLexicon(german, { letter: null, query: 'anreich' }))).toEqual([
      'Bioakkumulation',
      'Quecksilber',
    ]);
    expect(terms(filterLexicon(german, { letter: null, query: 'metall gewebe' }))).toEqual(['Quecksilber']);
    expect(filterLexicon(german, { letter: null, query: 'metall zink' })).toEqual([]);
  });

  it('reads the letter from the address only when the bar has it', () => {
    expect(letterParam('q')).toBe('Q');
    expect(letterParam('#')).toBe('#');
    expect(letterParam('Ä')).toBeNull();
    expect(letterParam(null)).toBeNull();
  });

  it('shows English texts to English readers and German to everyone else', () => {
    expect(lexiconLocale('en-GB')).toBe('en');
    expect(lexiconLocale('de')).toBe('de');
    expect(lexiconLocale(undefined)).toBe('de');
  });
});
