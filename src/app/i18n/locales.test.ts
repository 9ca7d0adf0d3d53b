import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import legalDe from '../features/legal/locales/de.json';
import legalEn from '../features/legal/locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keys(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('locale files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(en)).toEqual(keys(de));
    expect(keys(legalEn)).toEqual(keys(legalDe));
  });

  it('carry the German texts of the spec verbatim', () => {
    expect(de.validation.required).toBe('Dies ist ein Pflichtfeld.');
    expect(de.guard.forbiddenMessage).toBe(
      'Sie haben nicht die benötigte Berechtigung um diese URL aufzurufen.',
    );
    expect(de.notifications.errorTitle).toBe('Fehler');
    expect(en.notFound.message).toBe('The page you are looking for does not exist.');
    expect(en.login.autologout).toBe(
      'Your session expired because of longer inactivity. Please log in again.',
    );
  });
});
