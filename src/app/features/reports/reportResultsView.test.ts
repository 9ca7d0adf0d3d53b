import { describe, expect, it } from 'vitest';
import { potassium, result } from '../../../shared/testing/resultFixtures';
import { criticalValueLines, groupedResults } from './reportResultsView';

describe('a report’s values', () => {
  it('are grouped under the lab’s headings in its print order', () => {
    const groups = groupedResults([
      result({ code: 'TSH', group: 'Schilddrüse', position: 2 }),
      potassium('4.1', { position: 0 }),
      result({ code: 'NA', position: 1 }),
    ]);
    expect(groups.map((group) => [group.name, group.results.map((r) => r.code)])).toEqual([
      ['Elektrolyte', ['K', 'NA']],
      ['Schilddrüse', ['TSH']],
    ]);
  });

  it('name the critical values for the dialog in the doctor’s language', () => {
    const results = [
      result({ code: 'NA', position: 0, flag: 'L', value: '133', numeric: 133 }),
      potassium('7.1', { position: 1, flag: 'HH' }),
    ];
    expect(criticalValueLines(results, 'de')).toEqual(['Kalium 7,1 mmol/l (3,5–5,1) HH']);
    expect(criticalValueLines(results, 'en')).toEqual(['Potassium 7.1 mmol/l (3.5–5.1) HH']);
    expect(criticalValueLines(null, 'de')).toEqual([]);
  });
});
