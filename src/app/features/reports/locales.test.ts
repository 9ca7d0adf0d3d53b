import { describe, expect, it } from 'vitest';
import de from './locales/de.json';

describe('the report locale files', () => {
  it('carry the German texts of the spec and the brief verbatim', () => {
    expect(de.reports.loadFailed.startsWith('Befund konnte nicht geladen werden:')).toBe(true);
    expect(de.reports.list.empty.unread).toBe('Keine ungelesenen Befunde.');
    expect(de.reports.viewer.notOffline).toBe('Dieser Befund ist auf diesem Gerät nicht offline verfügbar.');
  });
});
