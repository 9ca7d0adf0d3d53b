/**
 * Mail in the recipient's language (issue 26): the language a user signs in with is the account's,
 * so the two-factor code of that sign-in and every later mail come in it. Real mail: the app sends
 * over SMTP to an smtp-server started here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../src/contract/constants';
import { users } from '../../platform/db/schema';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { guest } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const PASSWORD = DEMO_PASSWORDS.labor;

describe.each(testDatabases())('the language a user signs in with, on $kind', (testDatabase) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let email: string;

  const storedLanguage = async () =>
    (await t.database.db.select().from(users).where(eq(users.username, 'labor')))[0]?.language;

  /** A sign-in from an interface in `language` (none: a client that names none). */
  const signInFrom = async (language?: 'de' | 'en') => {
    t.clock.advance(TWO_FACTOR_MAIL_RESEND_WAIT_S * 1000);
    const agent = await guest(t.app);
    const answer = await agent.post('/login', { username: 'labor', password: PASSWORD, language });
    expect(answer.json()).toEqual({ two_factor: true });
    return inbox.waitFor(email);
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
    // labor uses two-factor by mail: every sign-in mails a code. The account says German.
    const [labor] = await t.database.db
      .update(users)
      .set({
        language: 'de',
        twoFactorType: 'mail',
        twoFactorSecret: null,
        twoFactorConfirmedAt: t.clock.now(),
      })
      .where(eq(users.username, 'labor'))
      .returning();
    email = labor?.email ?? '';
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('mails an English-speaking user in English: the code of the sign-in and the mails after it', async () => {
    const code = await signInFrom('en');
    expect(code.subject).toBe('Your sign-in code for the Kundencenter');
    expect(code.text).toContain('Dear Mr Brandt,');
    expect(code.text).toContain('Kind regards');
    expect(await storedLanguage()).toBe('en');

    const reset = await (await guest(t.app)).post('/api/forgot-password', { username: 'labor' });
    expect(reset.statusCode).toBe(200);
    const resetMail = await inbox.waitFor(email);
    expect(resetMail.subject).toBe('Reset your password – Kundencenter');
    expect(resetMail.text).toContain('The link is valid for');
  });

  it('mails a German-speaking user in German', async () => {
    const code = await signInFrom('de');
    expect(code.subject).toBe('Ihr Anmeldecode für das Kundencenter');
    expect(code.text).toContain('Sehr geehrter Herr Brandt,');
    expect(code.text).toContain('Mit freundlichen Grüßen');
    expect(await storedLanguage()).toBe('de');
  });

  it('keeps the account’s language when a sign-in names none', async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.username, 'labor'));
    const code = await signInFrom();
    expect(code.subject).toBe('Your sign-in code for the Kundencenter');
    expect(await storedLanguage()).toBe('en');
  });

  it('refuses a language the portal does not have with a 422 for the field', async () => {
    const agent = await guest(t.app);
    const answer = await agent.post('/login', { username: 'labor', password: PASSWORD, language: 'fr' });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['language']);
  });
});
