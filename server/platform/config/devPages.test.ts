/**
 * The developer pages (the dev outbox /dev/mails, the e2e clock /dev/clock/advance) hand over
 * accounts and move time. Issue 26: they exist only with DEV_TOOLS on, the server listening on a
 * loopback address and mail kept in the outbox (no SMTP_URL); otherwise they are not registered at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from './config';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();

describe('the developer pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { seed: false });
  }, 120_000);
  afterAll(() => t?.close());

  /** An app as main.ts builds it: no test clock, so DEV_TOOLS would bring the adjustable one. */
  async function devRoutesOf(overrides: Partial<Config>) {
    const app = await buildApp({
      config: testConfig(overrides),
      database: t.database,
      logger: false,
      mailer: t.mailer,
    });
    try {
      await app.ready();
      const routes = app.routeTable
        .filter((route) => route.url.startsWith('/dev/'))
        .map((route) => route.url);
      const mails = await app.inject({ url: '/dev/mails.json' });
      const clock = await app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes: 0 } });
      return { routes, mails: mails.statusCode, clock: clock.statusCode };
    } finally {
      await app.close();
    }
  }

  it('are there with DEV_TOOLS on a loopback address without SMTP_URL', async () => {
    const dev = await devRoutesOf({ devTools: true, host: '127.0.0.1' });
    expect(dev.routes).toEqual(expect.arrayContaining(['/dev/mails.json', '/dev/clock/advance']));
    expect([dev.mails, dev.clock]).toEqual([200, 200]);
  });

  it.each([
    ['SMTP_URL is set', { smtpUrl: 'smtp://mail.example:25' }],
    ['HOST is not loopback', { host: '0.0.0.0', smtpUrl: 'smtp://mail.example:25' }],
    ['HOST is a public name', { host: 'portal.example', smtpUrl: 'smtp://mail.example:25' }],
    ['DEV_TOOLS is off', { devTools: false }],
  ])('are never registered when %s', async (_case, overrides: Partial<Config>) => {
    const dev = await devRoutesOf({ devTools: true, ...overrides });
    expect(dev.routes).toEqual([]);
    expect([dev.mails, dev.clock]).toEqual([404, 404]);
  });
});
