import { describe, expect, it } from 'vitest';
import { SALUTATIONS } from '../../contract/constants';
import { PASSWORD_RULES } from '../../contract/passwordRules';
import de from './locales/de.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('the shared components locale files', () => {
  it('hold a checklist line for every password rule', () => {
    const deKeys = keys(de);
    for (const rule of PASSWORD_RULES) expect(deKeys).toContain(rule.key);
  });

  it('name every salutation of spec §3 for the account details form', () => {
    expect(Object.keys(de.profileFields.salutations)).toEqual([...SALUTATIONS]);
    expect(Object.values(de.profileFields.salutations)).toEqual(['Keine', 'Frau', 'Herr']);
  });
});
