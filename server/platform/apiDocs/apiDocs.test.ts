import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { guest, signIn, type TestAgent } from '../../testing/session';

const REMOTE = '203.0.113.5';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** Fastify's `/api/befunde/:id` as OpenAPI writes it: `/api/befunde/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(testDatabases())('the API described at /api/docs on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
  });
  afterAll(async () => t?.close());

  const documentFor = async (agent: TestAgent, remoteAddress = REMOTE) =>
    agent.request({ method: 'GET', url: '/api/docs/json', remoteAddress });

  it('lists every registered /api, /login and /sanctum route and the machine routes under /fhir with its methods', async () => {
    const answer = await documentFor(labor);
    expect(answer.statusCode).toBe(200);
    const document = answer.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    const routes = t.app.routeTable.filter(
      (route) => /^\/(api|sanctum|fhir)\//.test(route.url) || route.url === '/login',
    );
    expect(routes.length).toBeGreaterThan(100);
    // The laboratory system's machine routes (issue 17) are among them.
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /fhir/R4', 'GET /fhir/R4/metadata']),
    );
    const missing = routes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes a route from its zod schemas: the fields of the login body', async () => {
    const document = (await documentFor(labor)).json<OpenApiDocument>();
    const login = document.paths['/login']?.['post'] as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const schema = login.requestBody.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['username', 'password']));
    expect((document.paths['/api/befunde']?.['get'] as { tags: string[] }).tags).toEqual(['befunde']);
  });

  it('is shown to loopback callers and laboratory staff, and to nobody else', async () => {
    const anonymous = await guest(t.app);
    expect((await documentFor(anonymous, '127.0.0.1')).statusCode).toBe(200);
    expect((await documentFor(anonymous)).statusCode).toBe(404);
    expect((await documentFor(weber)).statusCode).toBe(404);
    for (const url of ['/api/docs', '/api/docs/init.js', '/api/docs/assets/swagger-ui-bundle.js']) {
      expect((await anonymous.request({ method: 'GET', url, remoteAddress: REMOTE })).statusCode).toBe(404);
      expect((await labor.request({ method: 'GET', url, remoteAddress: REMOTE })).statusCode).toBe(200);
    }
  });

  it('serves the browsable page without inline script, under the strict CSP, and only its own assets', async () => {
    const page = await labor.request({ method: 'GET', url: '/api/docs', remoteAddress: REMOTE });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).toContain('/api/docs/init.js');
    const elsewhere = await labor.request({
      method: 'GET',
      url: '/api/docs/assets/..%2F..%2Fpackage.json',
      remoteAddress: REMOTE,
    });
    expect(elsewhere.statusCode).toBe(422);
  });
});
