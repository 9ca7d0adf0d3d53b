import { describe, expect, it } from 'vitest';
import { LEXICON_ENTRIES } from './lexiconFixtures';
import { lexiconFormValues, lexiconInput } from './lexiconForm';

describe('the staff’s lexicon form', () => {
  it('starts from the entry it edits', () => {
    const entry = LEXICON_ENTRIES[1];
    if (!entry) throw new Error('fixture');
    expect(lexiconFormValues(entry)).toEqual({
      termDe: 'Quecksilber',
      termEn: 'Mercury',
      definitionDe: entry.definition.de,
      definitionEn: entry.definition.en,
      substanceId: '12',
      sourceIds: [1],
    });
    expect(lexiconFormValues().substanceId).toBe('');
  });

  it('names every empty or too long field by its path, with the contract’s message', () => {
    const result = lexiconInput({
      ...lexiconFormValues(),
      termDe: 'Blei',
      definitionDe: 'x'.repeat(5001),
    });
    expect(result.errors).toEqual({
      'term.en': 'validation.required',
      'definition.de': 'validation.iecDefinitionMax',
      'definition.en': 'validation.required',
    });
  });

  it('sends no substance as null and the chosen one as its number', () => {
    const values = {
      ...lexiconFormValues(),
      termDe: ' Blei ',
      termEn: 'Lead',
      definitionDe: 'Ein Schwermetall.',
      definitionEn: 'A heavy metal.',
    };
    expect(lexiconInput(values).input).toEqual({
      term: { de: 'Blei', en: 'Lead' },
      definition: { de: 'Ein Schwermetall.', en: 'A heavy metal.' },
      substance_id: null,
      source_ids: [],
    });
    expect(lexiconInput({ ...values, substanceId: '12', sourceIds: [3, 3] }).input).toMatchObject({
      substance_id: 12,
      source_ids: [3],
    });
  });
});
