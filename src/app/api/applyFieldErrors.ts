import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './ApiRequestError';

/** Puts a 422's per-field messages onto the form's fields; returns whether any were applied. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || !error.body?.errors) return false;
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return true;
}

/**
 * A 422's first message per field, for a form kept without react-hook-form (the login page);
 * undefined when the error is no field validation.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || !error.body?.errors) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (messages[0]) fields[field] = messages[0];
  }
  return fields;
}
