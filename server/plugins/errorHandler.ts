/**
 * The one central error handler (spec §8, design brief "Security baseline"):
 * - validation failures (zod route schemas, a ZodError thrown by a service, Fastify's own schema
 *   checks) become 422 `{message, errors: {field: [messages]}}`, the shape the client shows per field;
 * - unknown routes become 404 `{message: 'Not Found'}`;
 * - every 5xx becomes `{message: 'Server Error'}`; the error itself goes to the log only;
 * - other 4xx keep their message.
 */
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../src/contract/apiError';

export const VALIDATION_FAILED_MESSAGE = 'The given data was invalid.';
export const NOT_FOUND_MESSAGE = 'Not Found';
export const SERVER_ERROR_MESSAGE = 'Server Error';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function fromZodIssues(issues: readonly z.core.$ZodIssue[], fallbackField: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || fallbackField;
    addFieldError(errors, field, issue.message);
  }
  return errors;
}

/** Fastify reports schema failures with JSON-pointer paths (`/address/plz`); fields use dots. */
function fromSchemaValidation(validation: readonly FastifySchemaValidationError[], fallbackField: string) {
  const errors: FieldErrors = {};
  for (const failure of validation) {
    const segments = failure.instancePath.split('/').filter(Boolean);
    const missing = failure.params['missingProperty'];
    if (typeof missing === 'string') segments.push(missing);
    addFieldError(errors, segments.join('.') || fallbackField, failure.message ?? 'is invalid');
  }
  return errors;
}

function validationErrorsOf(error: unknown): FieldErrors | undefined {
  if (error instanceof z.core.$ZodError) return fromZodIssues(error.issues, 'input');
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    return fromSchemaValidation(fastifyError.validation, fastifyError.validationContext ?? 'input');
  }
  return undefined;
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const fieldErrors = validationErrorsOf(error);
    if (fieldErrors) {
      const body: ApiError = { message: VALIDATION_FAILED_MESSAGE, errors: fieldErrors };
      return reply.code(422).send(body);
    }

    const fastifyError = error as Partial<FastifyError> & { headers?: Record<string, string> };
    const status = statusOf(fastifyError);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ApiError = { message: SERVER_ERROR_MESSAGE };
      return reply.code(status).send(body);
    }
    if (fastifyError.headers) reply.headers(fastifyError.headers);
    const body: ApiError = { message: fastifyError.message || 'Error' };
    return reply.code(status).send(body);
  });

  // Unknown /api/* and /sanctum/* paths must answer JSON, never the app's index.html; other
  // paths answer the same (the SPA is hash-routed, so only `/` serves the app).
  app.setNotFoundHandler((_request, reply) => {
    const body: ApiError = { message: NOT_FOUND_MESSAGE };
    return reply.code(404).send(body);
  });
}
