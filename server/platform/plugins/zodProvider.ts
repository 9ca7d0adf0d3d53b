/**
 * Route schemas are zod schemas (the ones in src/contract shared with the client). A field (or a
 * body) that is missing altogether gets the same 'required' key as an empty one, so the server
 * answers it with the spec's 'Dies ist ein Pflichtfeld.' instead of zod's English type message.
 * Fastify hands a request without a body to the validator as null.
 *
 * Where a schema names no message of its own, zod's English text ('Invalid input: expected
 * string, received number') would reach the German interface: every other issue gets a generic
 * message key instead, which the error handler translates into the request's language.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { MessageKey } from '../i18n/messages';

type Issue = z.core.$ZodRawIssue;

function sizeKey(issue: Issue & { origin?: string }, big: boolean): MessageKey {
  if (issue.origin === 'string') return big ? 'validation.tooLong' : 'validation.tooShort';
  if (issue.origin === 'array' || issue.origin === 'set') {
    return big ? 'validation.tooManyItems' : 'validation.tooFewItems';
  }
  return big ? 'validation.tooBig' : 'validation.tooSmall';
}

/** The message key of an issue whose schema gave none. */
export function issueMessageKey(issue: Issue): MessageKey {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return ValidationMessage.required;
  }
  switch (issue.code) {
    case 'invalid_type':
      return 'validation.invalidType';
    case 'too_big':
      return sizeKey(issue, true);
    case 'too_small':
      return sizeKey(issue, false);
    case 'invalid_format':
      return issue.format === 'email' ? ValidationMessage.email : 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidChoice';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

export function registerZodProvider(app: FastifyInstance): void {
  z.config({ customError: issueMessageKey });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
