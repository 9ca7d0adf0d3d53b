import { describe, expect, it } from 'vitest';
import { potassium, result } from './testing/resultFixtures';
import { formatRange, formatResultLine, formatResultValue, sameRange } from './resultFormat';

describe('a lab value as the reader reads it', () => {
  it('names a critical potassium in the doctor’s language and notation', () => {
    const critical = potassium('7.1', { flag: 'HH' });
    expect(formatResultLine(critical, 'de')).toBe('Kalium 7,1 mmol/l (3,5–5,1) HH');
    expect(formatResultLine(critical, 'en')).toBe('Potassium 7.1 mmol/l (3.5–5.1) HH');
  });

  it('keeps the decimals the lab printed', () => {
    expect(formatResultValue(result({ code: 'CREA', value: '0.50', numeric: 0.5 }), 'de')).toBe('0,50');
    expect(formatResultValue(result({ code: 'PLT', value: '1250', numeric: 1250 }), 'de')).toBe('1250');
  });

  it('shows a text result as sent and leaves out a normal flag and a missing range', () => {
    const text = result({
      code: 'HBS',
      kind: 'text',
      value: 'negativ',
      numeric: null,
      unit: '',
      range: { low: null, high: null, text: null },
    });
    expect(formatResultLine(text, 'de')).toBe('HBS negativ');
  });

  it('writes one-sided limits and falls back to the lab’s range text', () => {
    expect(formatRange({ low: 60, high: null, text: null }, 'de')).toBe('> 60');
    expect(formatRange({ low: null, high: 0.5, text: null }, 'de')).toBe('< 0,5');
    expect(formatRange({ low: null, high: null, text: 'negativ' }, 'en')).toBe('negativ');
    expect(formatRange({ low: 3.5, high: 5.1, text: '3,5 - 5,1' }, 'en')).toBe('3.5–5.1');
  });

  it('compares ranges by their limits and text', () => {
    expect(sameRange({ low: 3.5, high: 5.1, text: null }, { low: 3.5, high: 5.1, text: '' })).toBe(true);
    expect(sameRange({ low: 3.5, high: 5.1, text: null }, { low: 3.4, high: 5.1, text: null })).toBe(false);
  });
});
