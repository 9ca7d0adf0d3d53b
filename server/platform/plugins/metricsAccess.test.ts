import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Database } from '../db/database';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';

const TOKEN = 'prometheus-scrape-token-0123456789';

describe.each(testDatabases())('who may read /metrics on $kind', (testDatabase) => {
  let database: Database;
  let plain: App;
  let withToken: App;
  let proxied: App;

  beforeAll(async () => {
    database = await testDatabase.open();
    plain = await buildApp({ config: testConfig(), database, logger: false });
    withToken = await buildApp({ config: testConfig({ metricsToken: TOKEN }), database, logger: false });
    proxied = await buildApp({
      config: testConfig({ trustProxy: ['127.0.0.1'] }),
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), withToken?.close(), proxied?.close()]);
    await database?.close();
  });

  it('serves loopback callers', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const response = await plain.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('process_cpu_user_seconds_total');
    }
  });

  it('treats a request forwarded by an untrusted proxy on loopback as remote', async () => {
    const forwarded = await plain.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('answers a remote caller 404 when no token is configured, even with a bearer', async () => {
    const response = await plain.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('process_cpu');
  });

  it('lets a remote scraper in with METRICS_TOKEN as bearer, and nobody with another', async () => {
    const remote = { url: '/metrics', remoteAddress: '203.0.113.5' };
    const ok = await withToken.inject({ ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_cpu_user_seconds_total');
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const refused = await withToken.inject({ ...remote, headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('process_cpu');
    }
  });

  it('behind a trusted proxy, judges the forwarded client', async () => {
    const remote = await proxied.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(remote.statusCode).toBe(404);
    const spoofed = await proxied.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
    });
    expect(spoofed.statusCode).toBe(404);
    const local = await proxied.inject({ url: '/metrics', headers: { 'x-forwarded-for': '::1' } });
    expect(local.statusCode).toBe(200);
  });
});
