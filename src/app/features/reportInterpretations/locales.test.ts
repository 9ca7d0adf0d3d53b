import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('the report interpretation locale files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(en)).toEqual(keys(de));
  });

  it('carry the German texts of the brief verbatim', () => {
    expect(de.reportInterpretations.status).toEqual({
      open: 'Offen',
      read: 'Gelesen',
      done: 'Erledigt',
      cancelled: 'Storniert',
    });
    expect(de.reportInterpretations.request.button).toBe('Befundinterpretation anfragen');
  });
});
