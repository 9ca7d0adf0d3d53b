import { z } from 'zod';
import { EMAIL_MAX, LOCALES, PERSON_NAME_MAX, SALUTATIONS } from './constants';
import { entityIdSchema } from './idOrUuid';
import { ValidationMessage } from './validationMessages';

/**
 * System users (issue 14): the laboratory's own accounts, every user who is not a doctor (holds no
 * role Arzt). An admin creates one with names, e-mail and roles; the account then receives the
 * first-run wizard's verification mail, like an invited doctor, and chooses username, password and
 * second factor itself. The admin never sets a password.
 */
const requiredName = z
  .string({ error: ValidationMessage.required })
  .trim()
  .min(1, ValidationMessage.required)
  .max(PERSON_NAME_MAX, ValidationMessage.nameTooLong);

export const systemUserInputSchema = z.object({
  anrede: z.enum(SALUTATIONS).default('Keine'),
  titel: z
    .string()
    .trim()
    .max(PERSON_NAME_MAX, ValidationMessage.nameTooLong)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  vorname: requiredName,
  nachname: requiredName,
  email: z
    .string({ error: ValidationMessage.required })
    .trim()
    .min(1, ValidationMessage.required)
    .max(EMAIL_MAX, ValidationMessage.email)
    .pipe(z.email(ValidationMessage.email)),
  language: z.enum(LOCALES).default('de'),
  role_ids: z
    .array(entityIdSchema, { error: ValidationMessage.systemUserRoles })
    .min(1, ValidationMessage.systemUserRoles)
    .max(100),
  /**
   * Single sign-on (issue 29): the first sign-in at the lab's OpenID provider may link this account
   * by its verified e-mail address. Absent: unchanged (false for a new account).
   */
  sso_link_allowed: z.boolean().optional(),
});
export type SystemUserInput = z.input<typeof systemUserInputSchema>;

export const systemUserRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  anrede: z.enum(SALUTATIONS),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  username: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  invited_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  active: z.boolean(),
  locked: z.boolean(),
  sso_link_allowed: z.boolean(),
});
export type SystemUserRecord = z.infer<typeof systemUserRecordSchema>;

export const systemUserListSchema = z.object({
  data: z.array(systemUserRecordSchema),
  meta: z.object({ total: z.number() }),
});
export const systemUserResponseSchema = z.object({ data: systemUserRecordSchema });
