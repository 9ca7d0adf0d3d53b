import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The five password rules of spec §5, shared by the live checklist of the first-run wizard and the
 * server's validation. Each rule has an i18n key for its checklist line.
 */
export const PASSWORD_RULES = [
  { key: 'passwordRules.length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { key: 'passwordRules.lowercase', test: (password: string) => /\p{Ll}/u.test(password) },
  { key: 'passwordRules.uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { key: 'passwordRules.digit', test: (password: string) => /\d/.test(password) },
  { key: 'passwordRules.special', test: (password: string) => /[^\p{L}\d\s]/u.test(password) },
] as const;

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
