import { describe, expect, it } from 'vitest';
import { emptyRequestForm, requestFormSchema } from './requestInterpretationForm';

const messages = (input: unknown) => {
  const result = requestFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the interpretation request form', () => {
  it('needs at least one preferred date', () => {
    expect(messages(emptyRequestForm())).toEqual(['validation.preferredDates']);
  });

  it('accepts one to three dates and a note, leaving out empty inputs', () => {
    const result = requestFormSchema.parse({
      dates: ['2026-12-01T09:30', '', ''],
      note: ' Bitte vormittags ',
    });
    expect(result.dates).toHaveLength(1);
    expect(result.dates[0]).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(result.note).toBe('Bitte vormittags');
  });

  it('refuses a day that does not exist', () => {
    expect(messages({ dates: ['2026-02-30T09:30', '', ''], note: '' })).toEqual(['validation.preferredDate']);
  });
});
