/**
 * The OpenAPI 3 document of every route, generated from the routes' zod schemas (the same ones in
 * src/contract that the client uses), for the API's other clients: the laboratory system's
 * importer, monitoring, a partner's integration. @fastify/swagger collects the routes through an
 * onRoute hook, so it is registered before any feature plugin.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/sessionCookies';

export const API_TITLE = 'Kundencenter API';
const API_VERSION = '1';

/** Groups the operations by their first path segment after /api (befunde, tickets, users, ...). */
export function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return (first === 'api' ? second : first)?.replace(/^:/, '') ?? 'root';
}

const transformWithTag: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  return { ...transformed, schema: { ...transformed.schema, tags: [tagOf(input.url)] } };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: API_TITLE,
        version: API_VERSION,
        description:
          'The browser API answers to the session cookie with the X-XSRF-TOKEN header on writes ' +
          '(Sanctum SPA flow, GET /sanctum/csrf-cookie first). Machine routes take a personal access ' +
          'token as Authorization: Bearer. Failures answer {message, errors?}; 422 names the fields.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: transformWithTag,
    transformObject: jsonSchemaTransformObject,
  });
}
