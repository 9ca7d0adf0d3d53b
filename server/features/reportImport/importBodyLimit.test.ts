/**
 * The import's body limit holds while the body streams in (issue 26): a body over
 * IMPORT_BODY_MAX_BYTES is refused by its Content-Length before it is read, and one sent without a
 * length (chunked) as soon as it passes the limit, never read to its end (the 101 MB client is
 * still sending when the 413 comes). The answer has
 * the route's shape: the portal's message on /api/ldt, an OperationOutcome on /fhir.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BODY_MAX_BYTES } from '../../../src/contract/constants';
import { signIn } from '../../testing/session';
import { IN_FLIGHT_BYTES, postStreamed, type StreamedAnswer } from '../../testing/streamedPost';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

/** 101 MB: one megabyte past the limit. */
const TOO_LARGE = IMPORT_BODY_MAX_BYTES + 1024 * 1024;
/** A chunked body far enough past the limit to see where the server stopped reading it. */
const FAR_TOO_LARGE = IMPORT_BODY_MAX_BYTES + 64 * 1024 * 1024;
const ROUTES = [
  { url: '/api/ldt', contentType: 'application/octet-stream' },
  { url: '/fhir/R4', contentType: 'application/fhir+json' },
  { url: '/fhir/R4/DiagnosticReport', contentType: 'application/fhir+json' },
] as const;

describe.each(testDatabases())('the import body limit on $kind', (testDatabase) => {
  let t: TestApp;
  let token: string;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = await signIn(t, 'admin');
    token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
  });
  afterAll(() => t?.close());

  const send = (url: string, contentType: string, withLength: boolean) =>
    postStreamed(
      `${origin}${url}`,
      { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': 'de' },
      { size: withLength ? TOO_LARGE : FAR_TOO_LARGE, withLength },
    );

  const expectRefusal = (url: string, response: StreamedAnswer) => {
    expect(response.status, JSON.stringify(response.json)).toBe(413);
    if (url.startsWith('/fhir')) {
      expect(response.headers['content-type']).toContain('application/fhir+json');
      expect(response.json).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'too-costly' }],
      });
    } else {
      expect(response.json).toMatchObject({ message: 'Die Anfrage ist zu groß.' });
    }
  };

  it.each(ROUTES)('refuses $url by its Content-Length before reading the body', async (route) => {
    const response = await send(route.url, route.contentType, true);
    expectRefusal(route.url, response);
    expect(response.sent).toBeLessThan(IN_FLIGHT_BYTES);
  });

  it.each(ROUTES)(
    'stops reading a chunked body to $url as soon as it passes the limit',
    async (route) => {
      const response = await send(route.url, route.contentType, false);
      expectRefusal(route.url, response);
      expect(response.sent).toBeGreaterThan(IMPORT_BODY_MAX_BYTES);
      expect(response.sent).toBeLessThan(IMPORT_BODY_MAX_BYTES + 2 * IN_FLIGHT_BYTES);
    },
    120_000,
  );
});
