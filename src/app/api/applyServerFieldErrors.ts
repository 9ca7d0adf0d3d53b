import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './ApiRequestError';

/** What a 422 says about one of the server's fields (`title`, `events.0.ends_at`, `files.1`). */
export interface ServerFieldMessages {
  field: string;
  messages: string[];
}

export interface ServerFieldErrorOptions<T extends FieldValues> {
  /** The fields the form shows, when the server may name others (they count as without input). */
  only?: readonly string[];
  /**
   * The form's field for a field the server names; null for one the form has no input for.
   * Without it, every field is the form's field of the same name.
   */
  fieldOf?: (field: string) => Path<T> | null;
  /**
   * Where the messages of fields without an input go (a form's list of file errors). Without
   * it they are not shown, and a 422 that names no field of the form is left to the caller.
   */
  unplaced?: (rest: ServerFieldMessages[]) => void;
}

/**
 * The one way a server's 422 `{message, errors: {field: [...]}}` reaches a react-hook-form form:
 * each field's first message beside its input. Returns whether the refusal is now shown; when it
 * is not (another status, or no field the form shows), the caller notifies as usual.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { only, fieldOf = (field) => field as Path<T>, unplaced }: ServerFieldErrorOptions<T> = {},
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || !error.body?.errors) return false;
  let shown = false;
  const rest: ServerFieldMessages[] = [];
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const name = only && !only.includes(field) ? null : fieldOf(field);
    if (name === null) {
      if (messages.length > 0) rest.push({ field, messages });
    } else if (messages[0]) {
      setError(name, { type: 'server', message: messages[0] });
      shown = true;
    }
  }
  if (unplaced && rest.length > 0) {
    unplaced(rest);
    shown = true;
  }
  return shown;
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
