import { describe, expect, it } from 'vitest';
import de from './locales/de.json';

describe('the search locale files', () => {
  it('carry the German text of spec §8 verbatim', () => {
    expect(de.search.failed).toBe('Fehler bei der Suche: ');
  });
});
