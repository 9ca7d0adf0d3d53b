import { z } from 'zod';
import { LOCALES, SALUTATIONS, TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_TYPES } from './constants';
import { passwordMeetsRules } from './passwordRules';
import { ValidationMessage } from './validationMessages';

/**
 * Request bodies of the accounts endpoints (spec §7 'Authentication', 'Two-factor and profile';
 * behaviour in shared/reference part B). Messages are i18n keys (validationMessages.ts).
 */
const requiredText = z.string().trim().min(1, ValidationMessage.required);
const optionalText = z.string().trim().max(255).nullable().optional();

const newPassword = z
  .string()
  .min(1, ValidationMessage.required)
  .refine(passwordMeetsRules, { message: ValidationMessage.passwordRules });

/** Adds the 'confirmation must equal the password' rule to a schema with both fields. */
function withConfirmation<
  T extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>,
>(schema: T) {
  return schema.refine((input) => input.password === input.password_confirmation, {
    message: ValidationMessage.passwordsDiffer,
    path: ['password_confirmation'],
  });
}

/** `POST /login`. */
export const loginSchema = z.object({
  username: requiredText,
  password: z.string().min(1, ValidationMessage.required),
  /** The interface's language at sign-in; the account keeps it for its mails (issue 26). */
  language: z.enum(LOCALES).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /login` answer: whether the second factor is still to come. */
export const loginResultSchema = z.object({ two_factor: z.boolean() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `POST /api/forgot-password` and `/forgot-password`. */
export const forgotPasswordSchema = z.object({
  username: requiredText,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /reset-password`. */
export const resetPasswordSchema = withConfirmation(
  z.object({
    token: requiredText,
    password: newPassword,
    password_confirmation: z.string().min(1, ValidationMessage.required),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `PUT /api/auth/user/new-password`: the first-run credentials (username and password). */
export const newCredentialsSchema = withConfirmation(
  z.object({
    username: requiredText.pipe(z.string().max(64)),
    password: newPassword,
    password_confirmation: z.string().min(1, ValidationMessage.required),
  }),
);
export type NewCredentialsInput = z.infer<typeof newCredentialsSchema>;

/** `PUT /api/user/password`. */
export const updatePasswordSchema = withConfirmation(
  z.object({
    current_password: z.string().min(1, ValidationMessage.required),
    password: newPassword,
    password_confirmation: z.string().min(1, ValidationMessage.required),
  }),
);
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** `POST /api/user/confirm-password`. */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, ValidationMessage.required),
});
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordSchema>;

const twoFactorCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), ValidationMessage.twoFactorCode);

/** `POST /api/two-factor-challenge`: a 6-digit code or a recovery code. */
export const twoFactorCodeInputSchema = z.object({ code: twoFactorCode });
export const recoveryCodeInputSchema = z.object({ recovery_code: requiredText });
export const twoFactorChallengeSchema = z.union([twoFactorCodeInputSchema, recoveryCodeInputSchema]);
export type TwoFactorChallengeInput = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/user/two-factor-authentication`. */
export const enableTwoFactorSchema = z.object({ type: z.enum(TWO_FACTOR_TYPES) });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

/** `POST /api/user/confirmed-two-factor-authentication`. */
export const confirmTwoFactorSchema = z.object({ code: twoFactorCode, type: z.enum(TWO_FACTOR_TYPES) });
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

/** `PUT /api/user/profile-information` (the account form of spec §3). */
export const profileInformationSchema = z.object({
  anrede: z.enum(SALUTATIONS),
  titel: optionalText,
  vorname: requiredText,
  nachname: requiredText,
  email: requiredText.pipe(z.email(ValidationMessage.email)),
  strasse: optionalText,
  plz: optionalText,
  ort: optionalText,
  phone: optionalText,
  mobile: optionalText,
});
export type ProfileInformationInput = z.infer<typeof profileInformationSchema>;

/** `PUT /api/users/{id}/update-language`. */
export const updateLanguageSchema = z.object({ language: z.enum(LOCALES) });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;
