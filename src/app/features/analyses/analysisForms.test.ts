import { describe, expect, it } from 'vitest';
import { AnalysisValidation } from '../../../contract/analyses';
import { analysisFormSchema, analysisFormValues, englishGroupOf, profileFormSchema } from './analysisForms';

const valid = {
  ...analysisFormValues(undefined, 'de'),
  code: 'X1',
  name: 'X',
  name_en: 'X',
  group: 'G',
  group_en: 'G',
};

describe('the analysis form’s values', () => {
  it('reads decimal commas and points, and blanks as none', () => {
    const input = analysisFormSchema.parse({
      ...valid,
      volume_ml: '2,7',
      stability_hours: '24',
      loinc: ' ',
      note: '',
    });
    expect(input).toMatchObject({ volume_ml: 2.7, stability_hours: 24, loinc: null, note: null });
    expect(analysisFormSchema.parse({ ...valid, volume_ml: '0.5', stability_hours: '1' }).volume_ml).toBe(
      0.5,
    );
  });

  it('refuses a missing volume or fractional hours with the contract’s texts', () => {
    const result = analysisFormSchema.safeParse({ ...valid, volume_ml: '', stability_hours: '1,5' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      volume_ml: AnalysisValidation.volume,
      stability_hours: AnalysisValidation.stability,
    });
  });

  it('puts the billing categories in the contract’s order, whatever the clicking order', () => {
    const input = analysisFormSchema.parse({
      ...valid,
      volume_ml: '1',
      stability_hours: '1',
      billing: ['self_pay', 'statutory'],
    });
    expect(input.billing).toEqual(['statutory', 'self_pay']);
  });

  it('shows an analysis’s numbers in the reader’s notation', () => {
    expect(
      analysisFormValues(
        {
          ...valid,
          id: '1',
          loinc: null,
          note: null,
          note_en: null,
          volume_ml: 2.7,
          stability_hours: 720,
          billing: ['private'],
          withdrawn_at: null,
          updated_at: '',
        },
        'de',
      ),
    ).toMatchObject({
      volume_ml: '2,7',
      stability_hours: '720',
      loinc: '',
    });
  });

  it('knows the English name of a group the catalogue has', () => {
    expect(englishGroupOf([{ group: 'Niere', group_en: 'Kidney' }], ' Niere ')).toBe('Kidney');
    expect(englishGroupOf([{ group: 'Niere', group_en: 'Kidney' }], 'Leber')).toBeUndefined();
  });

  it('asks a profile for at least one analysis', () => {
    const result = profileFormSchema.safeParse({ code: 'P-1', name: 'P', name_en: 'P', analysis_ids: [] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['analysis_ids'],
      message: AnalysisValidation.profileItems,
    });
  });
});
