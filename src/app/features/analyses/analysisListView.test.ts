import { describe, expect, it } from 'vitest';
import type { AnalysisProfileRow, AnalysisRow } from '../../../db/tables/analyses';
import { analysisGroups, analysisListPage, profileList } from './analysisListView';
import { readListParams, writeListParams } from './catalogueListParams';

const row = (id: number, code: string, name: string, group: string, withdrawn = false): AnalysisRow => ({
  id: String(id),
  code,
  loinc: code === 'HB' ? '718-7' : null,
  name,
  name_en: `${name} (en)`,
  group,
  group_en: `${group} (en)`,
  material: 'serum',
  tube: 'serum',
  volume_ml: 1,
  stability_hours: 24,
  transport: 'room',
  note: null,
  note_en: null,
  billing: ['statutory'],
  withdrawn_at: withdrawn ? '2026-11-01T00:00:00.000Z' : null,
  updated_at: '2026-11-01T00:00:00.000Z',
});

const CATALOGUE = [
  row(1, 'TSH', 'TSH basal', 'Schilddrüse'),
  row(2, 'HB', 'Hämoglobin', 'Blutbild'),
  row(3, 'CKMB', 'CK-MB', 'Herz', true),
  row(4, 'ERY', 'Erythrozyten', 'Blutbild'),
  row(5, 'FT4', 'freies T4', 'Schilddrüse'),
];
const all = { page: 1, perPage: 20 };
const codes = (rows: readonly { code: string }[]) => rows.map((r) => r.code);

describe('the catalogue list', () => {
  it('shows the current analyses by group and name, withdrawn ones on asking', () => {
    const current = analysisListPage(CATALOGUE, { search: '', group: '', state: 'current' }, all);
    expect(codes(current.rows)).toEqual(['ERY', 'HB', 'FT4', 'TSH']);
    const withdrawn = analysisListPage(CATALOGUE, { search: '', group: '', state: 'withdrawn' }, all);
    expect(codes(withdrawn.rows)).toEqual(['CKMB']);
    expect(analysisListPage(CATALOGUE, { search: '', group: '', state: 'all' }, all).total).toBe(5);
  });

  it('searches code, LOINC and both names without case, and filters by group', () => {
    const search = (text: string) =>
      codes(analysisListPage(CATALOGUE, { search: text, group: '', state: 'current' }, all).rows);
    expect(search('tsh')).toEqual(['TSH']);
    expect(search('718-7')).toEqual(['HB']);
    expect(search('hämo')).toEqual(['HB']);
    expect(search('T4 (en)')).toEqual(['FT4']);
    expect(
      codes(analysisListPage(CATALOGUE, { search: '', group: 'Schilddrüse', state: 'current' }, all).rows),
    ).toEqual(['FT4', 'TSH']);
  });

  it('pages, moving a page beyond the end back into range', () => {
    const page = analysisListPage(
      CATALOGUE,
      { search: '', group: '', state: 'all' },
      { page: 9, perPage: 2 },
    );
    expect(page).toMatchObject({ page: 3, lastPage: 3, total: 5 });
    expect(codes(page.rows)).toEqual(['TSH']);
  });

  it('names each group once, with its English name', () => {
    expect(analysisGroups(CATALOGUE)).toEqual([
      { group: 'Blutbild', group_en: 'Blutbild (en)' },
      { group: 'Herz', group_en: 'Herz (en)' },
      { group: 'Schilddrüse', group_en: 'Schilddrüse (en)' },
    ]);
  });

  it('lists profiles by name, searched and by state', () => {
    const profile = (id: number, code: string, name: string, withdrawn = false): AnalysisProfileRow => ({
      id: String(id),
      code,
      name,
      name_en: name,
      analysis_ids: [1],
      withdrawn_at: withdrawn ? '2026-11-01T00:00:00.000Z' : null,
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    const profiles = [
      profile(1, 'P-SD', 'Schilddrüse'),
      profile(2, 'P-BBK', 'Blutbild klein'),
      profile(3, 'P-X', 'Alt', true),
    ];
    expect(codes(profileList(profiles, { search: '', state: 'current' }))).toEqual(['P-BBK', 'P-SD']);
    expect(codes(profileList(profiles, { search: 'p-sd', state: 'all' }))).toEqual(['P-SD']);
    expect(codes(profileList(profiles, { search: '', state: 'withdrawn' }))).toEqual(['P-X']);
  });
});

describe('the list’s state in the route query', () => {
  it('leaves defaults out and starts again at page 1 on any change but the page', () => {
    const paged = writeListParams(new URLSearchParams('search=hb&page=3'), { page: 4 });
    expect(paged.toString()).toBe('search=hb&page=4');
    const filtered = writeListParams(paged, { state: 'withdrawn' });
    expect(filtered.toString()).toBe('search=hb&state=withdrawn');
    expect(readListParams(new URLSearchParams('state=bogus&perPage=7&page=-1'))).toEqual({
      search: '',
      group: '',
      state: 'current',
      page: 1,
      perPage: 20,
    });
  });
});
