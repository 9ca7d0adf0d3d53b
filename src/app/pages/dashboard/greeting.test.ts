import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../contract/permissions';
import de from '../../i18n/backendLocales/de.json';
import en from '../../i18n/backendLocales/en.json';
import { addressee, dayTime } from './greeting';

/** The app's own texts, looked up as i18next does for a dotted key. */
const translate =
  (texts: object) =>
  (key: string): string =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;

const weber = {
  roles: [RoleName.doctor],
  anrede: 'Frau' as const,
  titel: 'Dr. med.',
  vorname: 'Julia',
  nachname: 'Weber',
};

describe('dashboard greeting', () => {
  it('is morning before 11, midday from 11 to under 18, evening from 18', () => {
    expect([0, 10, 11, 17, 18, 23].map(dayTime)).toEqual([
      'morning',
      'morning',
      'midday',
      'midday',
      'evening',
      'evening',
    ]);
  });

  it('addresses a doctor in German with salutation, title and surname', () => {
    expect(addressee(weber, 'de', translate(de))).toBe('Frau Dr. med. Weber');
  });

  it('addresses a doctor in English as Dr, Prof. or Ms/Mr, never with the German salutation or degree', () => {
    const t = translate(en);
    expect(addressee(weber, 'en', t)).toBe('Dr Weber');
    expect(addressee({ ...weber, titel: 'Prof. Dr. med.' }, 'en-GB', t)).toBe('Prof. Weber');
    expect(addressee({ ...weber, titel: null }, 'en', t)).toBe('Ms Weber');
    expect(addressee({ ...weber, anrede: 'Herr', titel: 'Dipl.-Med.' }, 'en', t)).toBe('Mr Weber');
    expect(addressee({ ...weber, anrede: 'Keine', titel: null }, 'en', t)).toBe('Weber');
  });

  it('addresses staff by first name', () => {
    expect(
      addressee(
        { roles: [RoleName.lab], anrede: 'Herr', titel: null, vorname: 'Jonas', nachname: 'Brandt' },
        'en',
        translate(en),
      ),
    ).toBe('Jonas');
  });
});
