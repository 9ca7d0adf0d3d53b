import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/ApiRequestError';
import { LEXICON_ENTRIES } from './lexiconFixtures';
import { lexiconFormValues, lexiconInput, serverFieldErrors } from './lexiconForm';

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

  it('puts the server’s 422 messages on their fields and leaves other failures to the notification', () => {
    const refused = new ApiRequestError(422, {
      message: 'Die Eingaben sind ungültig.',
      errors: { substance_id: ['Diese Substanz gibt es nicht.'] },
    });
    expect(serverFieldErrors(refused)).toEqual({ substance_id: 'Diese Substanz gibt es nicht.' });
    expect(serverFieldErrors(new ApiRequestError(403, { message: 'Verboten' }))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
  });
});
