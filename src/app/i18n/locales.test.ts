import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';

describe('locale files', () => {
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
