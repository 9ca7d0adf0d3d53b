/** The text fields of master data (doctors, offices): trimmed, at most NAME_MAX characters. */
import { z } from 'zod';
import { ValidationMessage } from './validationMessages';

export const NAME_MAX = 120;
export const optionalText = z
  .string()
  .trim()
  .max(NAME_MAX, { error: ValidationMessage.nameMax })
  .nullish()
  .transform((value) => (value ? value : null));
export const requiredText = z
  .string({ error: ValidationMessage.required })
  .trim()
  .min(1, { error: ValidationMessage.required })
  .max(NAME_MAX, { error: ValidationMessage.nameMax });
