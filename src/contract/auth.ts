import { z } from 'zod';
import { ValidationMessage } from './validationMessages';

const requiredText = z.string().trim().min(1, ValidationMessage.required);

/** `POST /login` (spec §7). */
export const loginSchema = z.object({
  username: requiredText,
  password: z.string().min(1, ValidationMessage.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /api/forgot-password` (spec §2: the username). */
export const forgotPasswordSchema = z.object({
  username: requiredText,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
