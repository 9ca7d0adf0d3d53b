/**
 * `POST /api/translate` (spec §7) against a small local server speaking LibreTranslate's API
 * (`POST /translate {q, source, target, format} -> {translatedText}`), and without TRANSLATE_URL:
 * a clear 503, and `GET /api/config` says so, which hides the button.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

interface FakeTranslator {
  url: string;
  requests: Record<string, unknown>[];
  failNext: boolean;
  server: Server;
}

async function fakeLibreTranslate(): Promise<FakeTranslator> {
  const fake: FakeTranslator = { url: '', requests: [], failNext: false, server: createServer() };
  fake.server.on('request', (request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        response.writeHead(404).end();
        return;
      }
      if (fake.failNext) {
        fake.failNext = false;
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const body = JSON.parse(raw) as { q: string; target: string };
      fake.requests.push(body);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe.each(testDatabases())('translate on $kind', (testDatabase) => {
  let fake: FakeTranslator;
  let withService: TestApp;
  let without: TestApp;

  beforeAll(async () => {
    fake = await fakeLibreTranslate();
    withService = await createTestApp(testDatabase, { config: { translateUrl: fake.url } });
    without = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await withService?.close();
    await without?.close();
    await new Promise((resolve) => fake?.server.close(resolve));
  });

  it('translates a post through the LibreTranslate API at TRANSLATE_URL', async () => {
    const weber = await signIn(withService, 'dr.weber');
    const response = await weber.post('/api/translate', { text: 'Guten Tag', target: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translatedText: '[en] Guten Tag' });
    expect(fake.requests.at(-1)).toEqual({ q: 'Guten Tag', source: 'auto', target: 'en', format: 'text' });
    expect((await weber.get('/api/config')).json().translate).toBe(true);
  });

  it('answers 503 with a clear message when the service fails, and 422 for a missing text or language', async () => {
    const weber = await signIn(withService, 'dr.weber');
    fake.failNext = true;
    const failed = await weber.post(
      '/api/translate',
      { text: 'Hallo', target: 'en' },
      { 'accept-language': 'de' },
    );
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      'Der Übersetzungsdienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    );
    const invalid = await weber.post(
      '/api/translate',
      { text: '', target: 'fr' },
      { 'accept-language': 'de' },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      text: ['Dies ist ein Pflichtfeld.'],
      target: ['Bitte wählen Sie Deutsch oder Englisch.'],
    });
  });

  it('answers 503 "not set up" without TRANSLATE_URL, and the public config hides the button', async () => {
    const weber = await signIn(without, 'dr.weber');
    const response = await weber.post(
      '/api/translate',
      { text: 'Hallo', target: 'en' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Translation is not set up on this server.');
    expect((await weber.get('/api/config')).json().translate).toBe(false);
  });
});
