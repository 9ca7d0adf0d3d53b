/**
 * The errors route handlers throw; the central error handler (plugins/errorHandler.ts) turns them
 * into the JSON bodies of reference part B. A message may be an i18n key (i18n/messages.ts): it is
 * translated into the request's language on the way out.
 */
import type { MessageKey } from '../i18n/messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** A key of i18n/messages.ts for anything a user can see; plain text for machine callers only. */
    message: MessageKey | string,
    /** More fields of the body, e.g. `retry_after`. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** Parameters of the message key ('{name}'), filled in after translation. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 with messages (or message keys) per field, the shape a form shows beside its inputs. */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, (MessageKey | string)[]>) {
    super('The given data was invalid.');
    this.name = 'FieldValidationError';
  }
}

export const fieldError = (field: string, message: MessageKey) =>
  new FieldValidationError({ [field]: [message] });

export const unauthenticated = () => new HttpError(401, 'http.unauthenticated');
export const forbidden = () => new HttpError(403, 'http.forbidden');
export const notFound = () => new HttpError(404, 'http.notFound');
export const csrfTokenMismatch = () => new HttpError(419, 'http.csrfMismatch');
export const passwordConfirmationRequired = () => new HttpError(423, 'http.passwordConfirmationRequired');

/**
 * 429 with a Retry-After header. `withBody` adds `retry_after` to the body too, for the resend
 * buttons whose wait the client shows in seconds.
 */
export function tooManyAttempts(retryAfterS: number, { withBody = false } = {}): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterS));
  return new HttpError(429, 'http.tooManyAttempts', withBody ? { retry_after: seconds } : {}, {
    'Retry-After': String(seconds),
  });
}
