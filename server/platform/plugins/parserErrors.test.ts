import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();

describe('what Fastify’s body parsers refuse', () => {
  let t: TestApp;
  let weber: TestAgent;
  const send = (payload: string, contentType: string, language = 'de') =>
    weber.request({
      method: 'POST',
      url: '/api/befunde/filter',
      payload,
      headers: { 'content-type': contentType, 'accept-language': language },
    });

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
  });
  afterAll(() => t?.close());

  it('is answered in the interface’s language, not with the parser’s English', async () => {
    const broken = await send('{"search": "Erika', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.' });
    const tooLarge = await send(JSON.stringify({ search: 'x'.repeat(1_100_000) }), 'application/json', 'en');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The request is too large.' });
    const unsupported = await send('<search/>', 'application/xml');
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ message: 'Dieses Format der Anfrage wird nicht unterstützt.' });
  });
});
