import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_RESEND_WAIT_S } from '../../../src/contract/constants';
import { devMails, users } from '../../platform/db/schema';
import { latestOutboxMail, pathOf, verificationApiUrl } from '../../testing/outbox';
import { guest, TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { issueVerificationUrl } from './verificationLink';

const EXPIRED_DE = 'Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.';
const EXPIRED_EN = 'The link is expired. Please request a new one.';
const HOUR_MS = 60 * 60_000;

describe.each(testDatabases())('e-mail verification on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const userRow = async (username: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row;
  };
  /** A link issued as a mail's would be (the user's newest), expiring `inMs` from the test clock's now. */
  const linkFor = async (username: string, inMs: number) =>
    pathOf(
      await issueVerificationUrl(
        t.database.db,
        t.config,
        await userRow(username),
        new Date(t.clock.now().getTime() + inMs),
      ),
    );

  it("mails dr.neu a link to the SPA's verify-email page that carries the signed API link", async () => {
    const neu = await userRow('dr.neu');
    const mail = await latestOutboxMail(t.database.db, neu.email);
    expect(mail.text).toContain(`${t.config.appUrl}/#/verify-email?verification_url=`);
    expect(mail.text).toContain('Sehr geehrter Herr Dr. med. Neumann,');
    expect(mail.text).toContain(t.config.labName);
    const apiUrl = verificationApiUrl(mail.text);
    expect(apiUrl).toMatch(
      new RegExp(
        `^${t.config.appUrl}/api/email/verify/${neu.uuid}/[0-9a-f]{40}\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
  });

  it('refuses an expired link with 403 and the spec text', async () => {
    const response = await t.app.inject(await linkFor('dr.neu', -1_000));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: EXPIRED_DE });
    const english = await t.app.inject({
      url: await linkFor('dr.neu', -1_000),
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: EXPIRED_EN });
  });

  it('refuses a tampered link with 403', async () => {
    const valid = await linkFor('dr.neu', HOUR_MS);
    const weber = await userRow('dr.weber');
    const neu = await userRow('dr.neu');
    const later = String(Math.floor(t.clock.now().getTime() / 1000) + 30 * 24 * 3600);
    const tampered = [
      valid.replace(/expires=\d+/, `expires=${later}`),
      valid.replace(neu.uuid, weber.uuid),
      valid.replace(
        /signature=([0-9a-f])/,
        (_all, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`,
      ),
      valid.replace(/&signature=.*$/, ''),
    ];
    for (const url of tampered) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: EXPIRED_DE });
    }
    expect((await userRow('dr.neu')).emailVerifiedAt).toBeNull();
  });

  describe('POST /api/email/verification-notification', () => {
    it('sends a guest a new link for an expired but authentic link, once per wait', async () => {
      const neu = await userRow('dr.neu');
      const agent = await guest(t.app);
      const expiredLink = `${t.config.appUrl}${await linkFor('dr.neu', -HOUR_MS)}`;
      // The seed mailed the invitation a moment ago: the wait is still running.
      const early = await agent.post('/api/email/verification-notification', {
        verification_url: expiredLink,
      });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        message: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
        retry_after: expect.any(Number),
      });
      expect(early.json().retry_after).toBeLessThanOrEqual(EMAIL_VERIFICATION_RESEND_WAIT_S);

      t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
      await t.app.mailIntents.composeDue();
      const mailsBefore = await t.database.db.select().from(devMails).where(eq(devMails.to, neu.email));
      const sent = await agent.post('/api/email/verification-notification', {
        verification_url: expiredLink,
      });
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ message: 'verification-link-sent' });
      await t.app.mailIntents.composeDue();
      const mailsAfter = await t.database.db.select().from(devMails).where(eq(devMails.to, neu.email));
      expect(mailsAfter).toHaveLength(mailsBefore.length + 1);
      expect((await userRow('dr.neu')).emailVerificationNotificationSentAt).toEqual(t.clock.now());

      const again = await agent.post('/api/email/verification-notification', {
        verification_url: expiredLink,
      });
      expect(again.statusCode).toBe(429);
      expect(again.json().retry_after).toBe(EMAIL_VERIFICATION_RESEND_WAIT_S);
      expect(again.headers['retry-after']).toBe(String(EMAIL_VERIFICATION_RESEND_WAIT_S));
    });

    it('refuses a guest whose link is forged or missing with 403', async () => {
      const agent = await guest(t.app);
      const forged = `${t.config.appUrl}${(await linkFor('dr.neu', -HOUR_MS)).replace(/signature=\w+/, 'signature=00')}`;
      expect(
        (await agent.post('/api/email/verification-notification', { verification_url: forged })).statusCode,
      ).toBe(403);
      expect((await agent.post('/api/email/verification-notification')).statusCode).toBe(403);
    });
  });

  it('verifies dr.neu with the mailed link and signs him in for the first-run wizard', async () => {
    t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
    const neu = await userRow('dr.neu');
    // The links the tests above issued superseded the mailed one: a new mail brings the newest.
    await (await guest(t.app)).post('/api/email/verification-link', { email: neu.email });
    await t.app.mailIntents.composeDue();
    const agent = new TestAgent(t.app);
    const response = await agent.get(
      pathOf(verificationApiUrl((await latestOutboxMail(t.database.db, neu.email)).text)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'verified' });
    expect(agent.sessionToken).toBeDefined();
    expect(agent.xsrfToken).toBeDefined();

    const me = (await agent.get('/api/auth/user')).json().data;
    expect(me).toMatchObject({ uuid: neu.uuid, loginCredentialsSetAt: null, twoFactorConfirmedAt: null });
    expect(me.emailVerifiedAt).toBe(t.clock.now().toISOString());
    // The wizard's level is open, the backend is not.
    expect((await agent.get('/api/newsletter/recipients')).statusCode).toBe(200);
    expect((await agent.get('/api/user/two-factor-recovery-codes')).statusCode).toBe(423);
    const full = await agent.put('/api/user/password', {
      current_password: 'x',
      password: 'Neu#Passwort1',
      password_confirmation: 'Neu#Passwort1',
    });
    expect(full.statusCode).toBe(403);

    // Signed in and already verified: nothing to resend.
    expect((await agent.post('/api/email/verification-notification')).statusCode).toBe(204);
  });

  it('sends a signed-in user a new link without a body', async () => {
    const agent = new TestAgent(t.app);
    await agent.get(await linkFor('dr.neu', HOUR_MS));
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.username, 'dr.neu'));
    t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
    const response = await agent.post('/api/email/verification-notification');
    expect(response.statusCode).toBe(202);
  });

  it('only verifies, without signing in, once two-factor is confirmed', async () => {
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.username, 'dr.weber'));
    const agent = new TestAgent(t.app);
    const response = await agent.get(await linkFor('dr.weber', HOUR_MS));
    expect(response.statusCode).toBe(200);
    expect((await userRow('dr.weber')).emailVerifiedAt).toEqual(t.clock.now());
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });
});
