/**
 * The answers Fastify and Node give before any route, hook or error handler runs (issue 26): a path
 * Fastify cannot %-decode (FST_ERR_BAD_URL, which used to echo the URL in English), a path parameter
 * over the router's limit (414), a request line or headers over Node's limit (431, only on a real
 * socket), a request Node's parser refuses (400) and an Expect header it cannot meet (417). Each
 * comes in the app's shape in the request's language, or as an OperationOutcome under /fhir, and
 * never repeats the URL.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../../testing/rawHttp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();
const BAD_PERCENT = '%E0%A4%A';
const FHIR_JSON = /^application\/fhir\+json/;

describe('answers given before any route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());

  it('answers a path it cannot %-decode with 400 in the app’s shape and language, without the URL', async () => {
    const url = `/api/befunde/${BAD_PERCENT}`;
    const german = await t.app.inject({ url });
    expect(german.statusCode).toBe(400);
    expect(german.headers['content-type']).toMatch(/^application\/json/);
    expect(german.json()).toEqual({ message: 'Die Adresse der Anfrage ist fehlerhaft kodiert.' });
    const english = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ message: 'The address of the request is not encoded correctly.' });
    expect(english.body).not.toContain(BAD_PERCENT);
  });

  it('answers an undecodable path under /fhir with an OperationOutcome', async () => {
    const response = await t.app.inject({ url: `/fhir/R4/${BAD_PERCENT}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(FHIR_JSON);
    expect(response.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'invalid' }],
    });
    expect(response.body).not.toContain(BAD_PERCENT);
  });

  it('answers a path parameter over the router’s limit with 414 in the app’s shape', async () => {
    // DELETE: a GET may fall through to the built app's wildcard route, whose 404 has this shape too.
    const long = '7'.repeat(500);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/befunde/${long}`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address of the request is too long.' });
    expect(response.body).not.toContain(long);
  });

  it('answers an unknown path under /fhir with an OperationOutcome', async () => {
    const response = await t.app.inject({ url: '/fhir/R4/Patient/1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(FHIR_JSON);
    expect(response.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'not-found' }],
    });
  });

  it('answers a URL over Node’s header limit with 431 in the app’s shape and language, on a real socket', async () => {
    const query = 'x'.repeat(20_000);
    const response = await rawHttp(
      port,
      `GET /api/auth/user?q=${query} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Language: en\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      message: 'The address or the headers of the request are too long.',
    });
    const german = await rawHttp(
      port,
      `GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Padding: ${query}\r\n\r\n`,
    );
    expect(german.status).toBe(431);
    expect(JSON.parse(german.body)).toEqual({
      message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
    });
  });

  it('answers an over-long URL of /fhir/R4/metadata with 431 as an OperationOutcome', async () => {
    const response = await rawHttp(
      port,
      `GET /fhir/R4/metadata?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.contentType).toMatch(FHIR_JSON);
    expect(JSON.parse(response.body)).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'too-long' }],
    });
  });

  it('answers a request Node cannot parse with 400 in the app’s shape', async () => {
    const response = await rawHttp(
      port,
      `GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nBad Header\r\n\r\n`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
    });
  });

  it('answers an Expect header it cannot meet with 417 in the app’s shape', async () => {
    const response = await rawHttp(
      port,
      `GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Language: en\r\nExpect: teapot\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(417);
    expect(JSON.parse(response.body)).toEqual({
      message: 'The expectation in the request’s Expect header cannot be met.',
    });
  });
});
