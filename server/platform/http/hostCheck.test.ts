/**
 * DNS rebinding (issue 26): a page of rebind.attacker.example whose name later resolves to
 * 127.0.0.1 talks to the portal from the victim's own machine, so the loopback-only pages (the dev
 * outbox with its verification links, the dev clock, /metrics) and everything else answered it.
 * The portal now answers only requests addressed to APP_URL's host, a loopback name on the port the
 * request came in on, or a name of ALLOWED_HOSTS; others get 421 in the app's shape (FHIR's under
 * /fhir), the websocket upgrade included. /healthz answers any Host: load balancers ask by address.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../../app';
import { rawHttp } from '../../testing/rawHttp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();
const REBIND = 'rebind.attacker.example';
const MISDIRECTED_DE = 'Diese Anfrage ist an einen Host gerichtet, den dieser Server nicht bedient.';
const MISDIRECTED_EN = 'This request is addressed to a host this server does not serve.';

function upgradeStatus(port: number, host: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/any-key?protocol=7`, { headers: { host } });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', () => {});
  });
}

describe('the Host a request is addressed to', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { config: { allowedHosts: ['kundencenter.internal:8080'] } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    '/dev/mails.json',
    '/dev/mails',
    '/metrics',
    '/api/docs/json',
    '/api/config',
    '/api/auth/user',
    '/',
  ])(
    'refuses GET %s addressed to a foreign name with 421 in the app’s shape, in the request’s language',
    async (url) => {
      const german = await t.app.inject({ url, headers: { host: REBIND } });
      expect(german.statusCode).toBe(421);
      expect(german.json()).toEqual({ message: MISDIRECTED_DE });
      const english = await t.app.inject({
        url,
        headers: { host: `${REBIND}:8080`, 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(421);
      expect(english.json()).toEqual({ message: MISDIRECTED_EN });
    },
  );

  it('refuses a foreign Host under /fhir with an OperationOutcome', async () => {
    const response = await t.app.inject({ url: '/fhir/R4/metadata', headers: { host: REBIND } });
    expect(response.statusCode).toBe(421);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error' }],
    });
  });

  it('answers APP_URL’s host, the names of ALLOWED_HOSTS and a request from inside the process', async () => {
    for (const host of ['127.0.0.1:8080', 'kundencenter.internal:8080', 'KUNDENCENTER.internal:8080']) {
      expect((await t.app.inject({ url: '/dev/mails.json', headers: { host } })).statusCode, host).toBe(200);
    }
    expect((await t.app.inject({ url: '/dev/mails.json' })).statusCode).toBe(200);
    const otherPort = await t.app.inject({
      url: '/api/config',
      headers: { host: 'kundencenter.internal:9090' },
    });
    expect(otherPort.statusCode).toBe(421);
  });

  it('answers /healthz whatever the Host: load balancers ask by address', async () => {
    expect((await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.11:8080' } })).statusCode).toBe(
      200,
    );
  });

  it('answers loopback names on the port a request came in on, over a real socket, and refuses others', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LocalHost:${port}`]) {
      const answer = await rawHttp(
        port,
        `GET /api/config HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, host).toBe(200);
    }
    for (const host of [
      `localhost:${port + 1}`,
      'localhost',
      `${REBIND}:${port}`,
      `127.0.0.1.${REBIND}:${port}`,
    ]) {
      const answer = await rawHttp(
        port,
        `GET /dev/mails.json HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, host).toBe(421);
      expect(JSON.parse(answer.body)).toEqual({ message: MISDIRECTED_DE });
    }
  });

  it('answers a request without any Host with 400 in the app’s shape', async () => {
    for (const version of ['1.1', '1.0']) {
      const answer = await rawHttp(port, `GET /dev/mails.json HTTP/${version}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, version).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
      });
    }
  });

  it('refuses the websocket upgrade addressed to a foreign name, and lets a loopback name through', async () => {
    expect(await upgradeStatus(port, `${REBIND}:${port}`)).toBe(421);
    expect(await upgradeStatus(port, `127.0.0.1:${port}`)).toBe(101);
  });
});

describe('behind a trusted proxy', () => {
  let app: App;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { seed: false });
    app = await buildApp({
      config: testConfig({ trustProxy: ['127.0.0.1'], appUrl: 'https://portal.example' }),
      database: t.database,
      logger: false,
      mailer: t.mailer,
      clock: t.clock.now,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('checks the name the proxy forwards (X-Forwarded-Host), not the proxy’s own Host', async () => {
    const forwarded = (host: string) =>
      app.inject({ url: '/api/config', headers: { host: 'upstream:8080', 'x-forwarded-host': host } });
    expect((await forwarded('portal.example')).statusCode).toBe(200);
    expect((await forwarded(REBIND)).statusCode).toBe(421);
  });
});
