import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationMessage } from '../src/contract/validationMessages';
import { buildApp, type App } from './app';
import { access } from './platform/auth/routeAccess';
import type { Database } from './platform/db/database';
import { createLogger } from './platform/logging/logger';
import { testConfig } from './testing/testConfig';
import { testDatabases } from './testing/testDatabases';

const config = testConfig({ labName: 'Labor Nordheide Dr. Petersen GmbH' });

/** Routes that exist only in this test, to drive the central error handler. */
function addProbeRoutes(app: App): void {
  app.post(
    '/api/probe/validation',
    {
      // The probes need no session; the CSRF check has its own suite (platform/security/routeGuards.test.ts).
      config: { ...access('guest'), csrf: false },
      schema: {
        body: z.object({
          email: z.email(),
          address: z.object({ plz: z.string().regex(/^\d{5}$/, 'Die PLZ hat fünf Ziffern.') }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/probe/translated',
    {
      config: { ...access('guest'), csrf: false },
      schema: { body: z.object({ name: z.string().min(1, ValidationMessage.required), age: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/probe/service-validation', { config: access('guest') }, async () => {
    z.object({ subject: z.string().min(3, 'Min. 3 Zeichen.') }).parse({ subject: 'ab' });
    return { ok: true };
  });
  app.get('/api/probe/crash', { config: access('guest') }, async () => {
    throw new Error('connection to 10.0.0.7 refused while reading patient Müller');
  });
  app.get('/api/probe/conflict', { config: access('guest') }, async () => {
    throw Object.assign(new Error('Der Termin ist bereits ausgebucht.'), { statusCode: 409 });
  });
}

describe.each(testDatabases())('the app on $kind', (testDatabase) => {
  let database: Database;
  let app: App;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => void logLines.push(JSON.parse(line)) },
    );
    app = await buildApp({ config, database, logger });
    addProbeRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('GET /healthz', () => {
    it('reports ok when the database answers', async () => {
      const response = await app.inject('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('answers 503 when the database does not', async () => {
      const unreachable: Database = { ...database, ping: () => Promise.reject(new Error('ECONNREFUSED')) };
      const broken = await buildApp({ config, database: unreachable, logger: false });
      try {
        const response = await broken.inject('/healthz');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
      } finally {
        await broken.close();
      }
    });
  });

  it('GET /api/config returns the laboratory name of the config', async () => {
    const response = await app.inject('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      labName: 'Labor Nordheide Dr. Petersen GmbH',
      pusher: {
        key: expect.stringMatching(/^[0-9a-f]{20}$/) as string,
        host: expect.any(String) as string,
        port: expect.any(Number) as number,
        scheme: 'http',
      },
      // No TRANSLATE_URL in the test config: the forum's translate button stays hidden.
      translate: false,
    });
  });

  describe('the error handler', () => {
    it.each([
      ['GET', '/api/foo'],
      ['POST', '/api/reports/unknown'],
      ['GET', '/sanctum/unknown'],
    ] as const)('answers %s %s with 404 JSON', async (method, url) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Nicht gefunden.' });
    });

    it('turns a failed body schema into 422 with the messages per field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe/validation',
        payload: { email: 'not-an-address', address: { plz: '123' } },
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe(`${body.errors.email[0]} (und 1 weiterer Fehler)`);
      expect(Object.keys(body.errors).sort()).toEqual(['address.plz', 'email']);
      expect(body.errors['address.plz']).toEqual(['Die PLZ hat fünf Ziffern.']);
      expect(body.errors.email).toHaveLength(1);
    });

    it.each([
      [undefined, 'Dies ist ein Pflichtfeld.', '(und 1 weiterer Fehler)'],
      ['de-DE,de;q=0.9', 'Dies ist ein Pflichtfeld.', '(und 1 weiterer Fehler)'],
      ['en-GB,en;q=0.9,de;q=0.8', 'This field is required.', '(and 1 more error)'],
      ['fr-FR,fr;q=0.9', 'Dies ist ein Pflichtfeld.', '(und 1 weiterer Fehler)'],
    ])(
      'translates message keys, a missing field included, for Accept-Language %s',
      async (acceptLanguage, required, more) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/probe/translated',
          headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
          payload: { name: '' },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: `${required} ${more}`,
          errors: { name: [required], age: [required] },
        });
      },
    );

    it('turns a ZodError thrown by a service into 422 as well', async () => {
      const response = await app.inject('/api/probe/service-validation');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Min. 3 Zeichen.',
        errors: { subject: ['Min. 3 Zeichen.'] },
      });
    });

    it('hides the internals of a 5xx from the client and logs them', async () => {
      const response = await app.inject('/api/probe/crash');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Serverfehler. Bitte versuchen Sie es später erneut.' });
      expect(response.body).not.toContain('Müller');
      expect(JSON.stringify(logLines)).toContain('connection to 10.0.0.7 refused');
    });

    it('keeps the message of other 4xx errors', async () => {
      const response = await app.inject('/api/probe/conflict');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Der Termin ist bereits ausgebucht.' });
    });
  });

  it('sends a strict Content-Security-Policy without unsafe-inline', async () => {
    const response = await app.inject('/api/config');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain('object-src blob:');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:8080");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('exposes Prometheus metrics, with request durations by route', async () => {
    await app.inject('/api/config');
    const response = await app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/config",method="GET",status_code="200"\} \d+/,
    );
  });

  it('logs one line per request without query string, cookies or body', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/probe/validation?patient=Mustermann',
      headers: { cookie: 'kundencenter_session=geheim', authorization: 'Bearer geheim' },
      payload: { email: 'erika.mustermann@example.org', address: { plz: '1' } },
    });
    const requestLines = logLines.filter((line) => line['msg'] === 'request completed');
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/probe/validation', statusCode: 422 }),
    ]);
    expect(requestLines[0]?.['responseTime']).toEqual(expect.any(Number));
    const logged = JSON.stringify(logLines);
    expect(logged).not.toContain('Mustermann');
    expect(logged).not.toContain('geheim');
  });
});
