import { describe, expect, it } from 'vitest';
import type { IecSourceRow, IecSubstanceGroupRow, IecSubstanceRow } from '../../../db/rows';
import { appliedOrder, groupViews, sameSelection, selectionViews } from './iecView';
import type { IecCatalogue } from './useIecCatalogue';

const at = '2026-11-24T09:00:00.000Z';
const group = (id: number, position: number, de: string, en: string): IecSubstanceGroupRow => ({
  id: String(id),
  title: { de, en },
  position,
  substance_ids: [],
  updated_at: at,
});
const substance = (
  id: number,
  groupId: number,
  de: string,
  en: string,
  extra: Partial<IecSubstanceRow> = {},
): IecSubstanceRow => ({
  id: String(id),
  group_id: groupId,
  name: { de, en },
  synonyms: [],
  cas: null,
  info: { de: `${de}.`, en: `${en}.` },
  source_ids: [],
  updated_at: at,
  ...extra,
});
const rows = [
  substance(11, 1, 'Zink', 'Zinc', { cas: '7440-66-6' }),
  substance(12, 1, 'Blei', 'Lead', { cas: '7439-92-1', synonyms: ['Plumbum'] }),
  substance(13, 1, 'Äthylquecksilber', 'Ethylmercury'),
  substance(21, 2, 'Glyphosat', 'Glyphosate', { synonyms: ['N-(Phosphonomethyl)glycin'] }),
];
const catalogue: IecCatalogue = {
  groups: [group(2, 1, 'Pestizide', 'Pesticides'), group(1, 0, 'Metalle', 'Metals')],
  substances: new Map(rows.map((row) => [Number(row.id), row])),
  sources: new Map<number, IecSourceRow>(),
};
const names = (views: ReturnType<typeof groupViews>, locale: 'de' | 'en' = 'de') =>
  views.map((view) => [view.group.title[locale], view.substances.map((row) => row.name[locale])]);

describe('the iEC tool view', () => {
  it('lists the groups by position with their substances sorted by name, umlauts with their base letter', () => {
    expect(names(groupViews(catalogue, 'de'))).toEqual([
      ['Metalle', ['Äthylquecksilber', 'Blei', 'Zink']],
      ['Pestizide', ['Glyphosat']],
    ]);
    expect(names(groupViews(catalogue, 'en'), 'en')).toEqual([
      ['Metals', ['Ethylmercury', 'Lead', 'Zinc']],
      ['Pesticides', ['Glyphosate']],
    ]);
  });

  it('searches names in both languages, synonyms and CAS numbers, folded, and drops groups without a hit', () => {
    expect(names(groupViews(catalogue, 'de', 'plumbum'))).toEqual([['Metalle', ['Blei']]]);
    expect(names(groupViews(catalogue, 'de', '7440-66-6'))).toEqual([['Metalle', ['Zink']]]);
    expect(names(groupViews(catalogue, 'de', 'glyphosate'))).toEqual([['Pestizide', ['Glyphosat']]]);
    expect(names(groupViews(catalogue, 'de', 'athyl'))).toEqual([['Metalle', ['Äthylquecksilber']]]);
    expect(groupViews(catalogue, 'de', 'nichts')).toEqual([]);
  });

  it('groups the selection like the list and leaves out what the catalogue no longer holds', () => {
    expect(names(selectionViews(catalogue, 'de', [21, 99, 11]))).toEqual([
      ['Metalle', ['Zink']],
      ['Pestizide', ['Glyphosat']],
    ]);
  });

  it('applies the checked set keeping the order of picking', () => {
    expect(appliedOrder([21, 11, 12], new Set([12, 13, 21]))).toEqual([21, 12, 13]);
    expect(sameSelection([21, 11], new Set([11, 21]))).toBe(true);
    expect(sameSelection([21, 11], new Set([11]))).toBe(false);
  });
});
