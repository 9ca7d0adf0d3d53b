import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../../../../contract/validationMessages';
import {
  formFieldOf,
  groupFormSchema,
  matchesSubstance,
  substanceFormSchema,
  substanceFormValues,
  synonymsOf,
} from './iecContentForms';

const lead = {
  id: '7',
  group_id: 2,
  name: { de: 'Blei', en: 'Lead' },
  synonyms: ['Pb', 'Plumbum'],
  cas: '7439-92-1',
  info: { de: 'Schwermetall.', en: 'Heavy metal.' },
  source_ids: [1, 3],
  updated_at: '2026-11-24T00:00:00.000Z',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the catalogue forms', () => {
  it('reads synonyms from one comma-separated line, dropping blanks', () => {
    expect(synonymsOf(' Pb,  Plumbum ,, lead\nBleiweiß ')).toEqual(['Pb', 'Plumbum', 'lead', 'Bleiweiß']);
  });

  it("turns a substance's form into the request the server takes, and back", () => {
    const values = substanceFormValues(lead, '9');
    expect(values).toMatchObject({ group_id: '2', synonyms: 'Pb, Plumbum', cas: '7439-92-1' });
    expect(substanceFormSchema.parse(values)).toEqual({
      group_id: 2,
      name: lead.name,
      synonyms: ['Pb', 'Plumbum'],
      cas: '7439-92-1',
      info: lead.info,
      source_ids: [1, 3],
    });
    expect(substanceFormValues(undefined, '9')).toMatchObject({ group_id: '9', cas: '', synonyms: '' });
  });

  it("shows the server's texts for a wrong CAS number, a missing name and too many synonyms", () => {
    const values = {
      ...substanceFormValues(lead, '9'),
      cas: '7439-92-2',
      name: { de: ' ', en: 'Lead' },
      synonyms: Array.from({ length: 21 }, (_, index) => `s${index}`).join(','),
    };
    expect(messagesOf(substanceFormSchema.safeParse(values))).toMatchObject({
      cas: ValidationMessage.casNumber,
      'name.de': ValidationMessage.required,
      synonyms: ValidationMessage.iecSynonyms,
    });
    expect(substanceFormSchema.parse({ ...values, cas: '', name: lead.name, synonyms: '' })).toMatchObject({
      cas: null,
      synonyms: [],
    });
  });

  it("takes a group's position as a whole number from 0 to 10000", () => {
    const title = { de: 'Metalle', en: 'Metals' };
    expect(groupFormSchema.parse({ title, position: '40' })).toEqual({ title, position: 40 });
    for (const position of ['abc', '-1', '10001', '2.5', '', ' '])
      expect(messagesOf(groupFormSchema.safeParse({ title, position }))).toEqual({
        position: ValidationMessage.iecPosition,
      });
  });

  it("puts a server's message for a list's element on the list's field", () => {
    expect(formFieldOf('synonyms.3')).toBe('synonyms');
    expect(formFieldOf('source_ids.0')).toBe('source_ids');
    expect(formFieldOf('name.de')).toBe('name.de');
  });

  it('finds a substance by either name, a synonym or its CAS number, ignoring case', () => {
    for (const search of ['blei', 'LEAD', 'plumb', '7439-92', ''])
      expect(matchesSubstance(lead, search), search).toBe(true);
    expect(matchesSubstance(lead, 'Quecksilber')).toBe(false);
  });
});
