import { describe, expect, it } from 'vitest';
import { SALUTATIONS } from '../../../contract/constants';
import de from './locales/de.json';

describe('the account locale files', () => {
  it('name every salutation of spec §3', () => {
    expect(Object.keys(de.account.salutations)).toEqual([...SALUTATIONS]);
    expect(Object.values(de.account.salutations)).toEqual(['Keine', 'Frau', 'Herr']);
  });
});
