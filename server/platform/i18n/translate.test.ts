import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import { MESSAGES } from './messages';
import { localeFromAcceptLanguage, translate } from './translate';

describe('translate', () => {
  it('translates every shared validation key into both languages', () => {
    for (const key of Object.values(ValidationMessage)) {
      expect(MESSAGES.de[key]).toBeTruthy();
      expect(MESSAGES.en[key]).toBeTruthy();
      expect(MESSAGES.de[key]).not.toBe(MESSAGES.en[key]);
    }
    expect(translate('de', 'validation.required')).toBe('Dies ist ein Pflichtfeld.');
  });

  it('passes anything that is not a key through and fills parameters', () => {
    expect(translate('de', 'Unauthenticated.')).toBe('Unauthenticated.');
    expect(translate('en', 'validation.moreErrors.other', { count: 3 })).toBe('(and 3 more errors)');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en-GB,en;q=0.9,de;q=0.8', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'en'],
    ['de;q=0.5,en;q=0.9', 'en'],
    ['en;q=0, de', 'de'],
    ['fr', 'de'],
  ])('reads %s as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
