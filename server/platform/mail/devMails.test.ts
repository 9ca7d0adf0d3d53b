import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';
import { linkify } from './devMailRoutes';

describe('linkify', () => {
  it('escapes the text and makes its links clickable', () => {
    expect(linkify('<b>Hallo</b> http://h/#/x?a=1&b=2 Ende')).toBe(
      '&lt;b&gt;Hallo&lt;/b&gt; <a href="http://h/#/x?a=1&amp;b=2">http://h/#/x?a=1&amp;b=2</a> Ende',
    );
  });
});

describe.each(testDatabases())('the dev outbox on $kind', (testDatabase) => {
  let t: TestApp;
  let neuEmail: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const [neu] = await t.database.db.select().from(users).where(eq(users.lisId, 'A-100602'));
    neuEmail = neu?.email ?? '';
  });
  afterAll(() => t?.close());

  it("lists dr.neu's seeded verification mail at /dev/mails.json, newest first", async () => {
    await t.mailer.send({ to: 'later@example.org', subject: 'Später', text: 'zwei', html: '<p>zwei</p>' });
    const response = await t.app.inject('/dev/mails.json');
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual(['later@example.org', neuEmail]);
    expect(mails[1]).toEqual({
      id: expect.any(Number),
      to: neuEmail,
      subject: expect.stringContaining('E-Mail-Adresse'),
      text: expect.stringContaining('/#/verify-email?verification_url='),
      html: expect.stringContaining('<a href="'),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows them at /dev/mails as HTML with clickable links, without inline script or style', async () => {
    const response = await t.app.inject('/dev/mails');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain(`<a href="${t.config.appUrl}/#/verify-email?verification_url=`);
    expect(response.body).toContain(neuEmail);
    expect(response.body).not.toMatch(/<script|<style|style=/i);
  });

  it('does not exist with DEV_TOOLS off', async () => {
    const app = await buildApp({
      config: testConfig({ devTools: false }),
      database: t.database,
      logger: false,
      mailer: t.mailer,
    });
    try {
      for (const url of ['/dev/mails', '/dev/mails.json']) {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Nicht gefunden.' });
      }
    } finally {
      await app.close();
    }
  });

  it.each(['203.0.113.5', '::ffff:192.168.1.7', '2001:db8::1'])(
    'answers %s, a caller from another machine, with the plain 404 of an unknown path',
    async (remoteAddress) => {
      const unknownPath = await t.app.inject({ url: '/dev/no-such-page', remoteAddress });
      for (const url of ['/dev/mails', '/dev/mails.json', '/dev/mails.css']) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknownPath.json());
      }
    },
  );

  it('refuses a request a proxy forwarded when no proxy is trusted: the proxy is not the client', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-real-ip': '203.0.113.5' },
    ]) {
      expect((await t.app.inject({ url: '/dev/mails.json', headers })).statusCode).toBe(404);
    }
  });

  it('serves every loopback caller, IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ url: '/dev/mails.json', remoteAddress })).statusCode).toBe(200);
    }
  });

  describe('behind a trusted proxy (TRUST_PROXY)', () => {
    let proxied: App;
    beforeAll(async () => {
      proxied = await buildApp({
        config: testConfig({ trustProxy: ['127.0.0.1'] }),
        database: t.database,
        logger: false,
        mailer: t.mailer,
      });
    });
    afterAll(() => proxied?.close());

    it('judges the forwarded client, not the proxy on loopback', async () => {
      const remote = await proxied.inject({
        url: '/dev/mails.json',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(remote.statusCode).toBe(404);
      const local = await proxied.inject({
        url: '/dev/mails.json',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    });

    it('does not believe a loopback address the client itself put in front of the chain', async () => {
      const spoofed = await proxied.inject({
        url: '/dev/mails.json',
        headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
      });
      expect(spoofed.statusCode).toBe(404);
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      const direct = await proxied.inject({
        url: '/dev/mails.json',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(direct.statusCode).toBe(404);
    });
  });
});
