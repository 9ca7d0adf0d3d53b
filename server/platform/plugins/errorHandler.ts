/**
 * The one central error handler (spec §8, design brief "Security baseline", reference part B):
 * - validation failures (zod route schemas, a ZodError thrown by a service, Fastify's own schema
 *   checks, a FieldValidationError) become 422 `{message, errors: {field: [messages]}}`, the shape
 *   the client shows per field, with the message built as Laravel does ('<first> (and 1 more error)');
 * - message keys (i18n/messages.ts) are translated into the user's or the browser's language;
 * - unknown routes become 404 `{message: 'Not Found'}` (translated, as every message here);
 * - a request that got no pooled database connection in time is a 503 with Retry-After
 *   (db/poolExhausted.ts: busy, not failed; clients retry);
 * - every 5xx but an HttpError's 503 (a service not set up or down, e.g. translation) becomes
 *   `{message: 'Server Error'}`; the error goes to the log only, without the
 *   message or parameters of a database error (logging/loggableError.ts);
 * - other 4xx: an HttpError keeps its message (a key) with its extra fields and headers; a
 *   library's error (Fastify's parsers, plugins) gets the text of its status code, never its
 *   English message ('Unexpected token } in JSON at position 7');
 * - a write that met its Idempotency-Key already stored answers the stored response;
 * - under a path a feature claims for a protocol of its own (FHIR's /fhir: http/errorShapes.ts),
 *   a refusal that reaches this handler (an unknown path, a hook's error) comes in that shape.
 */
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../../src/contract/apiError';
import type { Locale } from '../../../src/contract/constants';
import { sendErrorAnswer, type ErrorShapes } from '../http/errorShapes';
import { isPoolExhausted, POOL_EXHAUSTED_RETRY_AFTER_S } from '../db/poolExhausted';
import { FieldValidationError, HttpError } from '../http/httpErrors';
import { sendStoredResponse, StoredResponseReplay } from '../idempotency/storedResponse';
import { requestLocale } from '../i18n/requestLocale';
import type { MessageKey } from '../i18n/messages';
import { isMessageKey, translate } from '../i18n/translate';

export const VALIDATION_FAILED_MESSAGE = 'The given data was invalid.';

/** The text of a 4xx that did not come with a message key of ours. */
const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  400: 'http.badRequest',
  401: 'http.unauthenticated',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  406: 'http.unsupportedMediaType',
  408: 'http.requestTimeout',
  413: 'http.payloadTooLarge',
  414: 'http.uriTooLong',
  415: 'http.unsupportedMediaType',
  421: 'http.misdirected',
  429: 'http.tooManyAttempts',
  431: 'http.headersTooLarge',
};

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * A union that failed in every branch (`{code} | {recovery_code}` given neither) reports each
 * branch's issues; the first branch's are the ones to show.
 */
function flattenUnion(issue: z.core.$ZodIssue): readonly z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors[0]?.length) return [issue];
  return issue.errors[0].flatMap((inner) => flattenUnion({ ...inner, path: [...issue.path, ...inner.path] }));
}

function fromZodIssues(issues: readonly z.core.$ZodIssue[], fallbackField: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues.flatMap(flattenUnion)) {
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
    const branches = failure.params['errors'];
    if (failure.keyword === 'invalid_union' && Array.isArray(branches) && Array.isArray(branches[0])) {
      const branchErrors = fromZodIssues(branches[0] as z.core.$ZodIssue[], fallbackField);
      for (const [field, messages] of Object.entries(branchErrors)) {
        const path = [...segments, field === fallbackField ? '' : field].filter(Boolean).join('.');
        for (const message of messages) addFieldError(errors, path || fallbackField, message);
      }
      continue;
    }
    const missing = failure.params['missingProperty'];
    if (typeof missing === 'string') segments.push(missing);
    addFieldError(errors, segments.join('.') || fallbackField, failure.message ?? 'is invalid');
  }
  return errors;
}

function validationErrorsOf(error: unknown): FieldErrors | undefined {
  if (error instanceof FieldValidationError) return error.errors;
  if (error instanceof z.core.$ZodError) return fromZodIssues(error.issues, 'input');
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    return fromSchemaValidation(fastifyError.validation, fastifyError.validationContext ?? 'input');
  }
  return undefined;
}

/** Laravel's summary: the first message, and how many more there are. */
function validationSummary(errors: FieldErrors, locale: Locale): string {
  const messages = Object.values(errors).flat();
  const [first] = messages;
  if (first === undefined) return VALIDATION_FAILED_MESSAGE;
  const more = messages.length - 1;
  if (more === 0) return first;
  const key = more === 1 ? 'validation.moreErrors.one' : 'validation.moreErrors.other';
  return `${first} ${translate(locale, key, { count: more })}`;
}

/**
 * A library's error (Fastify's parsers, a plugin: they carry a `code` such as
 * FST_ERR_CTP_INVALID_JSON_BODY) gets the text of its status: its own is English and technical.
 */
function clientErrorMessage(error: Partial<FastifyError>, status: number): string {
  const message = error.message ?? '';
  if (isMessageKey(message)) return message;
  if (typeof error.code === 'string' || message === '') return STATUS_MESSAGES[status] ?? 'http.error';
  return message;
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export function registerErrorHandler(app: FastifyInstance, shapes: ErrorShapes): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StoredResponseReplay) return sendStoredResponse(reply, error.response);
    const locale = requestLocale(request);
    const featureShaped = shapes.hasFeatureShape(request.url);
    const fieldErrors = validationErrorsOf(error);
    if (fieldErrors) {
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        errors[field] = messages.map((message) => translate(locale, message));
      }
      const summary = validationSummary(errors, locale);
      if (featureShaped) return sendErrorAnswer(reply, shapes.answerText(request.url, 422, summary));
      const body: ApiError = { message: summary, errors };
      return reply.code(422).send(body);
    }

    if (isPoolExhausted(error)) {
      request.log.warn(
        { route: request.routeOptions.url ?? 'unknown route' },
        'database busy: no pooled connection',
      );
      reply.header('Retry-After', String(POOL_EXHAUSTED_RETRY_AFTER_S));
      if (featureShaped) return sendErrorAnswer(reply, shapes.answer(request.url, 503, locale, 'http.busy'));
      const body: ApiError = { message: translate(locale, 'http.busy') };
      return reply.code(503).send(body);
    }
    const fastifyError = error as Partial<FastifyError> & { headers?: Record<string, string> };
    const status = statusOf(fastifyError);
    // A 503 thrown on purpose (a service the server depends on is not set up or down) says which.
    if (status >= 500 && !(error instanceof HttpError && status === 503)) {
      // The logger's err serializer (logging/loggableError.ts) keeps patient data out of the log.
      const route = request.routeOptions.url ?? 'unknown route';
      request.log.error({ err: error, method: request.method, route }, 'request failed');
      if (featureShaped)
        return sendErrorAnswer(reply, shapes.answer(request.url, status, locale, 'http.serverError'));
      const body: ApiError = { message: translate(locale, 'http.serverError') };
      return reply.code(status).send(body);
    }
    if (fastifyError.headers) reply.headers(fastifyError.headers);
    if (featureShaped) {
      const text = translate(
        locale,
        clientErrorMessage(fastifyError, status),
        (error as Partial<HttpError>).params,
      );
      return sendErrorAnswer(reply, shapes.answerText(request.url, status, text));
    }
    if (error instanceof HttpError) {
      return reply
        .code(status)
        .send({ message: translate(locale, error.message, error.params), ...error.extra });
    }
    const body: ApiError = { message: translate(locale, clientErrorMessage(fastifyError, status)) };
    return reply.code(status).send(body);
  });

  // Unknown /api/* and /sanctum/* paths must answer JSON, never the app's index.html; other
  // paths answer the same (the SPA is hash-routed, so only `/` serves the app).
  app.setNotFoundHandler((request, reply) =>
    sendErrorAnswer(reply, shapes.answer(request.url, 404, requestLocale(request), 'http.notFound')),
  );
}
