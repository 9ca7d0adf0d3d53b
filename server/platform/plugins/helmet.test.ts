import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';
import { helmetOptions, securityHeaders } from './helmet';

/** What helmet's middleware sets on a real response, as @fastify/helmet ran it for every request. */
function helmetOnARealResponse(appUrl: string): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(appUrl))(request, response, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers', () => {
  it.each(['http://127.0.0.1:8080', 'https://portal.example.org'])(
    'are the ones helmet sets for %s, read once',
    (appUrl) => {
      const headers = securityHeaders(appUrl);
      expect(headers).toEqual(helmetOnARealResponse(appUrl));
      expect(Object.keys(headers)).toContain('content-security-policy');
      expect('strict-transport-security' in headers).toBe(appUrl.startsWith('https:'));
    },
  );

  it('are on every answer: a route, a 404 and an error', async () => {
    const appUrl = 'https://portal.example.org';
    const t = await createTestApp(oneTestDatabase(), { config: { appUrl }, seed: false });
    try {
      for (const url of ['/api/config', '/api/does-not-exist', '/api/befunde']) {
        const response = await t.app.inject({ url, headers: { host: 'portal.example.org' } });
        for (const [name, value] of Object.entries(securityHeaders(appUrl)))
          expect(response.headers[name], `${url}: ${name}`).toBe(value);
      }
    } finally {
      await t.close();
    }
  });
});
