import { PASSWORD_RULES } from '../../contract/passwordRules';

/**
 * The live checklist of spec §5 as a pure function: which of the five rules the typed password
 * meets, and whether the form may be saved (all five hold and the confirmation equals it).
 */
export interface PasswordCheck {
  rules: { key: string; met: boolean }[];
  allRulesMet: boolean;
  /** False only while a confirmation is typed that differs; an empty one is not yet a mismatch. */
  confirmationMatches: boolean;
  canSave: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordCheck {
  const rules = PASSWORD_RULES.map((rule) => ({ key: rule.key, met: rule.test(password) }));
  const allRulesMet = rules.every((rule) => rule.met);
  return {
    rules,
    allRulesMet,
    confirmationMatches: confirmation === '' || confirmation === password,
    canSave: allRulesMet && confirmation === password,
  };
}
