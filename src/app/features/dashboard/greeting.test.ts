import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../contract/permissions';
import { addressee, dayTime } from './greeting';

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

  it('addresses a doctor with salutation, title and surname', () => {
    expect(
      addressee({
        roles: [RoleName.doctor],
        anrede: 'Frau',
        titel: 'Dr. med.',
        vorname: 'Julia',
        nachname: 'Weber',
      }),
    ).toBe('Frau Dr. med. Weber');
  });

  it('addresses staff by first name', () => {
    expect(
      addressee({ roles: [RoleName.lab], anrede: 'Herr', titel: null, vorname: 'Jonas', nachname: 'Brandt' }),
    ).toBe('Jonas');
  });
});
