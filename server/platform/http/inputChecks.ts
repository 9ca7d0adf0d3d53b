/**
 * One rule over every request's input, before any route sees it (so routes added later are
 * covered): a NUL character in any text of the body, the query or the path is a 422 for that field
 * (PostgreSQL refuses it in text, which was a 500), and a body nested deeper than any form of the
 * portal is a 422 before anything recurses over it (the Idempotency-Key hash, a schema, a log).
 *
 * The walk is iterative with its own stack, so a hostile depth cannot overflow the call stack, and
 * it stops at the first too-deep node. A JSON body is measured before it is parsed (jsonDepth.ts):
 * parsing a hostile depth cost more than walking it. Binary bodies (a Buffer, any typed array) are not walked.
 * Multipart uploads are checked where they are read (plugins/multipart.ts), as their parts are not
 * parsed yet here; streamed import bodies (http/spooledBody.ts) reach it as a small description.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_INPUT_DEPTH } from '../../../src/contract/constants';
import { FieldValidationError } from './httpErrors';
import { jsonNestsDeeperThan } from './jsonDepth';
import type { MessageKey } from '../i18n/messages';

export const NUL = '\u0000';

export const InputProblem = {
  nulByte: 'validation.nulByte',
  tooDeep: 'validation.tooDeep',
} as const satisfies Record<string, MessageKey>;

type FieldErrors = Record<string, MessageKey[]>;

/**
 * The fields of `input` holding a NUL (in a value or a key), named by their dotted path, or the
 * nesting problem at `root`. Empty when the input is fine.
 */
export function hostileInputErrors(input: unknown, root: string): FieldErrors {
  const errors: FieldErrors = {};
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    const field = path || root;
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors[field] = [InputProblem.nulByte];
      continue;
    }
    // Bytes hold no text field: a Buffer body was once walked byte by byte as an object's keys
    // (about 1 s and 200 MB per MB of body, issue 26).
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { [root]: [InputProblem.tooDeep] };
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key.includes(NUL)) {
        errors[field] = [InputProblem.nulByte];
        continue;
      }
      stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return errors;
}

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/** `parse` (a JSON body parser reading strings), refusing a body nested too deeply before parsing it. */
export const depthCheckedJson =
  (parse: ReturnType<FastifyInstance['getDefaultJsonParser']>): JsonParser =>
  (request, body, done) => {
    if (jsonNestsDeeperThan(body, MAX_INPUT_DEPTH)) {
      done(new FieldValidationError({ body: [InputProblem.tooDeep] }));
      return;
    }
    parse(request, body, done);
  };

export function registerInputChecks(app: FastifyInstance): void {
  // Fastify's own JSON parser (and its refusal of __proto__ and constructor keys), after the depth.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    depthCheckedJson(app.getDefaultJsonParser('error', 'error')),
  );
  app.addHook('preValidation', (request, _reply, done) => {
    const errors: FieldErrors = {
      ...hostileInputErrors(request.params, 'params'),
      ...hostileInputErrors(request.query, 'query'),
      ...hostileInputErrors(request.body, 'body'),
    };
    done(Object.keys(errors).length > 0 ? new FieldValidationError(errors) : undefined);
  });
}
