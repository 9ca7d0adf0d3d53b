import { describe, expect, it } from 'vitest';
import {
  addAnalysis,
  addProfile,
  analysisGroups,
  billAllAs,
  catalogueFacts,
  offeredProfiles,
  removeProfile,
  searchAnalyses,
} from './analysisChoice';
import { catalogueRows, profileRows } from './testing/entryCatalogue';

const catalogue = catalogueFacts(catalogueRows);
const codes = (rows: readonly { code: string }[]) => rows.map((row) => row.code);

describe('choosing the analyses of an order', () => {
  it('finds analyses by code and by name in either language, accents aside, and never a withdrawn one', () => {
    expect(codes(searchAnalyses(catalogueRows, 'tsh', 'de'))).toEqual(['TSH']);
    expect(codes(searchAnalyses(catalogueRows, 'thyrox', 'de'))).toEqual(['FT4']);
    expect(codes(searchAnalyses(catalogueRows, 'free thyroxine', 'de'))).toEqual(['FT4']);
    expect(codes(searchAnalyses(catalogueRows, 'hamoglobin', 'de'))).toEqual(['HB']);
    expect(codes(searchAnalyses(catalogueRows, 'alter', 'de'))).toEqual([]);
    expect(searchAnalyses(catalogueRows, '  ', 'de')).toEqual([]);
  });

  it('lists the offered analyses by group in the reader’s language', () => {
    const groups = analysisGroups(catalogueRows, 'en');
    expect(groups.map((group) => group.name)).toEqual(['Blood count', 'Clinical chemistry', 'Thyroid']);
    expect(codes(groups.find((group) => group.key === 'Klinische Chemie')?.analyses ?? [])).toEqual([
      'ACTH',
      'VITD',
    ]);
  });

  it('expands a profile to its offered analyses, marked as coming from it, keeping one already chosen', () => {
    const chosen = addAnalysis([], 1, catalogue);
    const items = addProfile(chosen, profileRows[0] ?? { id: '0', analysis_ids: [] }, catalogue);
    expect(items).toEqual([
      { analysis_id: 1, billing: 'statutory', profile_id: null },
      { analysis_id: 2, billing: 'statutory', profile_id: 10 },
    ]);
    expect(removeProfile(items, 10)).toEqual([{ analysis_id: 1, billing: 'statutory', profile_id: null }]);
    expect(offeredProfiles(profileRows, catalogue, 'de').map((profile) => profile.code)).toEqual(['SD']);
  });

  it('adds an analysis once, under its first billing category, and never a withdrawn one', () => {
    expect(addAnalysis(addAnalysis([], 4, catalogue), 4, catalogue)).toEqual([
      { analysis_id: 4, billing: 'self_pay', profile_id: null },
    ]);
    expect(addAnalysis([], 6, catalogue)).toEqual([]);
  });

  it('moves every analysis it may to one billing category and counts those it may not', () => {
    const items = [
      { analysis_id: 1, billing: 'statutory' as const, profile_id: null },
      { analysis_id: 4, billing: 'self_pay' as const, profile_id: null },
    ];
    expect(billAllAs(items, 'private', catalogue)).toEqual({
      items: [
        { analysis_id: 1, billing: 'private', profile_id: null },
        { analysis_id: 4, billing: 'self_pay', profile_id: null },
      ],
      kept: 1,
    });
    expect(billAllAs(items, 'self_pay', catalogue).kept).toBe(0);
  });
});
