import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/testApp';
import { testConfig } from '../testing/testConfig';
import { testDatabases } from '../testing/testDatabases';
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

  it('does not exist in production', async () => {
    const app = await buildApp({
      config: testConfig({ nodeEnv: 'production' }),
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
});
