import { describe, expect, it } from 'vitest';
import { expandProfile, mayManageAnalyses, mayReadAnalyses } from './analysisRules';
import { Permission } from './permissions';

describe('who reads and who edits the catalogue of analyses', () => {
  it('lets whoever orders, follows orders or edits the catalogue read it', () => {
    expect(mayReadAnalyses([Permission.createOrders])).toBe(true);
    expect(mayReadAnalyses([Permission.listOrders])).toBe(true);
    expect(mayReadAnalyses([Permission.manageContent])).toBe(true);
    expect(mayReadAnalyses([Permission.listReports, Permission.accessForum])).toBe(false);
  });

  it('lets only content staff edit it', () => {
    expect(mayManageAnalyses([Permission.manageContent])).toBe(true);
    expect(mayManageAnalyses([Permission.createOrders, Permission.listOrders])).toBe(false);
  });
});

describe('expanding a profile', () => {
  const analyses = new Map([
    [1, { id: 1, code: 'TSH', withdrawn_at: null }],
    [2, { id: 2, code: 'FT4', withdrawn_at: '2026-11-01T00:00:00.000Z' }],
    [3, { id: 3, code: 'FT3', withdrawn_at: null }],
  ]);

  it('adds its analyses in the profile’s order', () => {
    expect(expandProfile({ analysis_ids: [3, 1] }, analyses).map((analysis) => analysis.code)).toEqual([
      'FT3',
      'TSH',
    ]);
  });

  it('leaves out an analysis withdrawn since, and one the catalogue lacks', () => {
    expect(expandProfile({ analysis_ids: [1, 2, 9, 3] }, analyses).map((analysis) => analysis.code)).toEqual([
      'TSH',
      'FT3',
    ]);
  });
});
