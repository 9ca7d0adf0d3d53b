import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('the report locale files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(en)).toEqual(keys(de));
  });

  it('carry the German texts of the spec and the brief verbatim', () => {
    expect(de.reports.loadFailed.startsWith('Befund konnte nicht geladen werden:')).toBe(true);
    expect(de.reports.list.empty.unread).toBe('Keine ungelesenen Befunde.');
    expect(de.reports.viewer.notOffline).toBe('Dieser Befund ist auf diesem Gerät nicht offline verfügbar.');
  });
});
