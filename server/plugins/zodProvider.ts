/**
 * Route schemas are zod schemas (the ones in src/contract shared with the client). A field (or a
 * body) that is missing altogether gets the same 'required' key as an empty one, so the server
 * answers it with the spec's 'Dies ist ein Pflichtfeld.' instead of zod's English type message.
 * Fastify hands a request without a body to the validator as null.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationMessage } from '../../src/contract/validationMessages';

export function registerZodProvider(app: FastifyInstance): void {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
        ? ValidationMessage.required
        : undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
