import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';

describe('the onboarding locale files', () => {
  it('carry the texts of the spec verbatim', () => {
    expect(de.onboarding.verifyEmail.expired).toBe(
      'Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
    );
    expect(en.onboarding.verifyEmail.expired).toBe('The link is expired. Please request a new one.');
    expect(de.onboarding.twoFactor.acknowledge).toBe('Ich habe die Wiederherstellungscodes notiert.');
  });
});
