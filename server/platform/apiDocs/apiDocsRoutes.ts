/**
 * `/api/docs/json` (the OpenAPI document) and `/api/docs` (Swagger UI to browse it), for loopback
 * callers and signed-in laboratory staff only, like the other developer pages: the document lists
 * every route and field, which a stranger has no business mapping. Others get 404, as if there
 * were nothing. The page is served from swagger-ui-dist without inline script, so the strict CSP
 * holds (the initializer is a file of its own).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesAllReports } from '../../../src/contract/reportVisibility';
import { access } from '../auth/routeAccess';
import { hasFullAccess } from '../auth/accessLevels';
import type { TrustProxy } from '../config/trustProxy';
import { notFound } from '../http/httpErrors';
import { isLoopbackCaller } from '../net/clientAddress';
import { API_TITLE } from './openApi';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page loads, with their types; nothing else is served. */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;
type AssetName = keyof typeof ASSETS;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${API_TITLE}</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '/api/docs/json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

export const apiDocsRoutes: FastifyPluginAsyncZod<{ trustProxy: TrustProxy }> = async (
  app,
  { trustProxy },
) => {
  // Encapsulated: the hook guards this plugin's routes only; the session hooks ran before it.
  app.addHook('onRequest', async (request) => {
    if (isLoopbackCaller(request, trustProxy)) return;
    const { user, session } = request;
    if (user && session && hasFullAccess(user, session) && seesAllReports(user.permissions)) return;
    throw notFound();
  });

  app.get('/api/docs/json', { config: access('guest') }, async () => app.swagger());

  app.get('/api/docs', { config: access('guest') }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );

  app.get('/api/docs/init.js', { config: access('guest') }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INITIALIZER),
  );

  app.get(
    '/api/docs/assets/:file',
    {
      config: access('guest'),
      schema: { params: z.object({ file: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]]) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      const body = await readFile(join(swaggerUiDir, file));
      return reply.type(ASSETS[file]).header('cache-control', 'public, max-age=86400').send(body);
    },
  );
};
