/**
 * Two-factor by e-mail with real mail: the app sends over SMTP to an smtp-server started here, and
 * the test reads the code from the message that arrived.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MAIL_CODE_TTL_MS, TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../src/contract/constants';
import { users } from '../../platform/db/schema';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import type { TestAgent } from '../../testing/session';
import { guest } from '../../testing/session';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const PASSWORD = DEMO_PASSWORDS.labor;

function codeIn(mail: ReceivedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

describe.each(testDatabases())('two-factor by e-mail on $kind', (testDatabase) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let email: string;
  let agent: TestAgent;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
    // labor starts without two-factor, as after an administrator's reset.
    const [labor] = await t.database.db
      .update(users)
      .set({
        twoFactorType: null,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorConfirmedAt: null,
      })
      .where(eq(users.username, 'labor'))
      .returning();
    email = labor?.email ?? '';
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('mailed the seed invitation over SMTP as well', async () => {
    const [neu] = await t.database.db.select().from(users).where(eq(users.lisId, 'A-100602'));
    const mail = await inbox.waitFor(neu?.email ?? '');
    expect(mail.subject).toBe(`Bitte bestätigen Sie Ihre E-Mail-Adresse – Kundencenter ${t.config.labName}`);
  });

  it('enables the mail type: recovery codes, no secret, and a code by mail', async () => {
    agent = await guest(t.app);
    expect((await agent.post('/login', { username: 'labor', password: PASSWORD })).json()).toEqual({
      two_factor: false,
    });
    await agent.post('/api/user/confirm-password', { password: PASSWORD });
    const response = await agent.post('/api/user/two-factor-authentication', { type: 'mail' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['recovery_codes', 'type']);
    expect(response.json().recovery_codes).toHaveLength(8);

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Ihr Anmeldecode für das Kundencenter');
    expect(mail.text).toContain('Sehr geehrter Herr Brandt,');
    const confirmed = await agent.post('/api/user/confirmed-two-factor-authentication', {
      code: codeIn(mail),
      type: 'mail',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).json().data).toMatchObject({
      twoFactorType: 'mail',
      twoFactorSecret: true,
      twoFactorAuthenticated: true,
    });
  });

  it('mails the code at sign-in; the challenge accepts it once', async () => {
    await agent.post('/logout');
    agent = await guest(t.app);
    expect((await agent.post('/login', { username: 'labor', password: PASSWORD })).json()).toEqual({
      two_factor: true,
    });
    const code = codeIn(await inbox.waitFor(email));
    expect((await agent.post('/api/two-factor-challenge', { code })).statusCode).toBe(204);

    const second = await guest(t.app);
    await second.post('/login', { username: 'labor', password: PASSWORD });
    await inbox.waitFor(email);
    expect((await second.post('/api/two-factor-challenge', { code })).statusCode).toBe(422);
  });

  it('mails no second code when signing in again at once: the fresh one stays valid', async () => {
    t.clock.advance(TWO_FACTOR_MAIL_RESEND_WAIT_S * 1000);
    const first = await guest(t.app);
    await first.post('/login', { username: 'labor', password: PASSWORD });
    const code = codeIn(await inbox.waitFor(email));
    const again = await guest(t.app);
    await again.post('/login', { username: 'labor', password: PASSWORD });
    await t.app.mailIntents.composeDue();
    await expect(inbox.waitFor(email, 300)).rejects.toThrow(/no mail/);
    expect((await again.post('/api/two-factor-challenge', { code })).statusCode).toBe(204);
  });

  it('resends a code only after the wait, telling how long to wait', async () => {
    t.clock.advance(TWO_FACTOR_MAIL_RESEND_WAIT_S * 1000);
    const pending = await guest(t.app);
    await pending.post('/login', { username: 'labor', password: PASSWORD });
    const first = await inbox.waitFor(email);

    const early = await pending.post('/api/user/resend-two-factor-authentication-code');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      message: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
      retry_after: TWO_FACTOR_MAIL_RESEND_WAIT_S,
    });

    t.clock.advance(TWO_FACTOR_MAIL_RESEND_WAIT_S * 1000);
    const resent = await pending.post('/api/user/resend-two-factor-authentication-code');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ retry_after: TWO_FACTOR_MAIL_RESEND_WAIT_S });
    const second = await inbox.waitFor(email);
    // Only the newest code counts.
    if (codeIn(first) !== codeIn(second)) {
      expect((await pending.post('/api/two-factor-challenge', { code: codeIn(first) })).statusCode).toBe(422);
    }
    expect((await pending.post('/api/two-factor-challenge', { code: codeIn(second) })).statusCode).toBe(204);
  });

  it('refuses a code older than its lifetime', async () => {
    t.clock.advance(TWO_FACTOR_MAIL_RESEND_WAIT_S * 1000);
    const pending = await guest(t.app);
    await pending.post('/login', { username: 'labor', password: PASSWORD });
    const code = codeIn(await inbox.waitFor(email));
    t.clock.advance(TWO_FACTOR_MAIL_CODE_TTL_MS + 1_000);
    expect((await pending.post('/api/two-factor-challenge', { code })).statusCode).toBe(422);
  });

  it('mails codes for the mail type only', async () => {
    const pending = await guest(t.app);
    await pending.post('/login', { username: 'admin', password: DEMO_PASSWORDS.admin });
    const response = await pending.post('/api/user/resend-two-factor-authentication-code');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['type']);
  });
});
