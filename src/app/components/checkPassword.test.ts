import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../contract/passwordRules';
import { checkPassword } from './checkPassword';

const metKeys = (password: string) =>
  checkPassword(password, '')
    .rules.filter((rule) => rule.met)
    .map((rule) => rule.key);

describe('the live password checklist', () => {
  it('lists the five rules of spec §5, none met for an empty password', () => {
    const check = checkPassword('', '');
    expect(check.rules.map((rule) => rule.key)).toEqual(PASSWORD_RULES.map((rule) => rule.key));
    expect(check.rules).toHaveLength(5);
    expect(check.rules.every((rule) => !rule.met)).toBe(true);
  });

  it('ticks each rule as the user types', () => {
    expect(metKeys('a')).toEqual(['passwordRules.lowercase']);
    expect(metKeys('aB')).toEqual(['passwordRules.lowercase', 'passwordRules.uppercase']);
    expect(metKeys('aB3')).toEqual([
      'passwordRules.lowercase',
      'passwordRules.uppercase',
      'passwordRules.digit',
    ]);
    expect(metKeys('aB3#')).toEqual([
      'passwordRules.lowercase',
      'passwordRules.uppercase',
      'passwordRules.digit',
      'passwordRules.special',
    ]);
    expect(checkPassword('aB3#efgh', '').allRulesMet).toBe(true);
  });

  it('enables saving only when all five rules hold and the confirmation equals the password', () => {
    expect(checkPassword('aB3#efgh', 'aB3#efgh').canSave).toBe(true);
    expect(checkPassword('aB3#efgh', '').canSave).toBe(false);
    expect(checkPassword('aB3#efgh', 'aB3#efgX').canSave).toBe(false);
    // seven characters: every rule but the length
    expect(checkPassword('aB3#efg', 'aB3#efg').canSave).toBe(false);
    // no special character
    expect(checkPassword('aB3defgh', 'aB3defgh').canSave).toBe(false);
  });

  it('reports a mismatch only once a confirmation is typed', () => {
    expect(checkPassword('aB3#efgh', '').confirmationMatches).toBe(true);
    expect(checkPassword('aB3#efgh', 'aB3').confirmationMatches).toBe(false);
    expect(checkPassword('aB3#efgh', 'aB3#efgh').confirmationMatches).toBe(true);
  });
});
