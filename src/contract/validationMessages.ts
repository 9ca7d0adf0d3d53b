/**
 * Validation messages are i18n keys: the shared zod schemas carry the key, the client translates it
 * (de.json holds the spec's German texts verbatim, spec §5), the server answers 422 with the text in
 * the user's language.
 */
export const ValidationMessage = {
  required: 'validation.required',
  passwordRules: 'validation.passwordRules',
  passwordsDiffer: 'validation.passwordsDiffer',
} as const;

export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];
