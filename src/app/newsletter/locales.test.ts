import { describe, expect, it } from 'vitest';
import de from './locales/de.json';

describe('the newsletter locale files', () => {
  it('offer the language choices of spec §9', () => {
    expect(de.newsletter.lists).toEqual({ de: 'Deutsch', en: 'Englisch' });
  });
});
