import { loginSchema, type LoginInput } from '../../../contract/auth';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The login form's validation by the shared zod schema: the first message (an i18n key) of each
 * field. Loaded after the page has painted (LoginPage), so zod does not weigh on the login route.
 */
export function validateLogin(input: LoginInput): LoginErrors {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return errors;
}
