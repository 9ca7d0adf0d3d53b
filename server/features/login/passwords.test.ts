/**
 * Forgot, reset and change password. The reset link arrives over real SMTP (an smtp-server started
 * here), as it would from a production relay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_TTL_MS } from '../../../src/contract/constants';
import { devMails, mailIntents, users } from '../../platform/db/schema';
import { createOutboxMailer } from '../../platform/mail/devOutbox';
import type { Mailer } from '../../platform/mail/mailer';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { latestOutboxMail, linksIn } from '../../testing/outbox';
import { guest, nextDemoTotp, signIn } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { PASSWORD_RESET_THROTTLE_MS } from './passwordResetTokens';

const SENT_DE =
  'Wenn ein Konto mit diesem Benutzernamen existiert, haben wir eine E-Mail zum Zurücksetzen gesendet.';
const NEW_PASSWORD = 'Neues#Passwort2026';

describe.each(testDatabases())('passwords on $kind', (testDatabase) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const emailOf = async (username: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row.email;
  };
  const resetTokenIn = (text: string) => {
    const link = linksIn(text).find((candidate) => candidate.includes('/#/reset-password/'));
    if (!link) throw new Error('no reset link');
    expect(link).toMatch(new RegExp(`^${t.config.appUrl}/#/reset-password/[A-Za-z0-9_-]{43}$`));
    return link.split('/').pop() ?? '';
  };

  describe('forgot and reset', () => {
    it('answers an unknown username exactly like a known one, and mails only the known', async () => {
      const agent = await guest(t.app);
      const unknown = await agent.post('/api/forgot-password', { username: 'dr.unbekannt' });
      const known = await agent.post('/api/forgot-password', { username: 'DR.KLEIN' });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ message: SENT_DE });
      expect(known.json()).toEqual(unknown.json());
      const mail = await inbox.waitFor(await emailOf('dr.klein'));
      expect(mail.subject).toBe('Passwort zurücksetzen – Kundencenter');
      expect(mail.text).toContain('dr.klein');
      expect(inbox.mails.filter((received) => received.subject.includes('Passwort'))).toHaveLength(1);
    });

    it('answers in English for an English browser, at /forgot-password too', async () => {
      const agent = await guest(t.app);
      const response = await agent.post(
        '/forgot-password',
        { username: 'nobody' },
        { 'accept-language': 'en' },
      );
      expect(response.json()).toEqual({
        message: 'If an account with this username exists, we have sent an e-mail to reset the password.',
      });
    });

    it('resets once with the mailed token and signs the user out everywhere', async () => {
      const weber = await signIn(t, 'dr.weber');
      const agent = await guest(t.app);
      await agent.post('/api/forgot-password', { username: 'dr.weber' });
      const token = resetTokenIn((await inbox.waitFor(await emailOf('dr.weber'))).text);

      const weak = await agent.post('/reset-password', {
        token,
        password: 'schwach',
        password_confirmation: 'schwach',
      });
      expect(weak.statusCode).toBe(422);
      expect(Object.keys(weak.json().errors)).toEqual(['password']);

      const reset = await agent.post('/reset-password', {
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({
        message: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
      });
      expect((await weber.get('/api/auth/user')).statusCode).toBe(401);

      const again = await agent.post('/api/reset-password', {
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({
        token: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'],
      });

      const old = await (
        await guest(t.app)
      ).post('/login', { username: 'dr.weber', password: DEMO_PASSWORDS['dr.weber'] });
      expect(old.statusCode).toBe(422);
      const fresh = await guest(t.app);
      expect((await fresh.post('/login', { username: 'dr.weber', password: NEW_PASSWORD })).json()).toEqual({
        two_factor: true,
      });
      expect((await fresh.post('/api/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(204);
    });

    it('refuses an expired token', async () => {
      t.clock.advance(PASSWORD_RESET_THROTTLE_MS);
      const agent = await guest(t.app);
      await agent.post('/api/forgot-password', { username: 'admin' });
      const token = resetTokenIn((await inbox.waitFor(await emailOf('admin'))).text);
      t.clock.advance(PASSWORD_RESET_LINK_TTL_MS + 1_000);
      // The guest session idled out meanwhile; the reset page starts a new one.
      const response = await (
        await guest(t.app)
      ).post('/reset-password', {
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['token']);
    });

    it('mails a user at most one link a minute', async () => {
      const agent = await guest(t.app);
      await agent.post('/api/forgot-password', { username: 'labor' });
      await inbox.waitFor(await emailOf('labor'));
      await agent.post('/api/forgot-password', { username: 'labor' });
      await t.app.mailIntents.composeDue();
      await expect(inbox.waitFor(await emailOf('labor'), 300)).rejects.toThrow(/no mail/);
    });
  });

  describe('the forgot-password mail is asked for, not made, in the request', () => {
    let outboxApp: TestApp;
    let release: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = '';
    // The app's dev outbox, but a mail to `held` waits until the test releases it. (The seed's
    // invitation, composed while the app starts, is not needed here and not kept.)
    const gatedOutbox: Mailer = {
      kind: 'outbox',
      async send(message) {
        if (message.to === held) await opened;
        if (outboxApp) await createOutboxMailer(outboxApp.database.db).send(message);
      },
      close: () => undefined,
    };
    beforeAll(async () => {
      outboxApp = await createTestApp(testDatabase, { mailer: gatedOutbox });
    });
    afterAll(async () => {
      release();
      await outboxApp?.close();
    });

    it('answers with a queued mail intent and nothing in the dev outbox until it is composed', async () => {
      const { db } = outboxApp.database;
      const [klein] = await db.select().from(users).where(eq(users.username, 'dr.klein'));
      held = klein?.email ?? '';
      const response = await (
        await guest(outboxApp.app)
      ).post('/api/forgot-password', { username: 'dr.klein' });
      // Had the request composed or sent the mail itself, it would still wait at the gate.
      expect(response.statusCode).toBe(200);
      const intents = await db.select().from(mailIntents);
      expect(intents.map((intent) => intent.kind)).toEqual(['passwordResetLink']);
      expect(intents[0]?.payload).not.toContain('token'); // sealed
      expect(await db.select().from(devMails).where(eq(devMails.to, held))).toEqual([]);

      release();
      await outboxApp.app.mailIntents.composeDue();
      expect((await latestOutboxMail(db, held)).subject).toBe('Passwort zurücksetzen – Kundencenter');
      expect(await db.select().from(mailIntents)).toEqual([]);
    });
  });

  describe('PUT /api/user/password', () => {
    it('refuses a wrong current password with 422 on current_password', async () => {
      const agent = await signIn(t, 'dr.klein');
      const response = await agent.put('/api/user/password', {
        current_password: 'Falsch#2026',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        current_password: ['Das angegebene Passwort stimmt nicht mit Ihrem aktuellen Passwort überein.'],
      });
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const other = await signIn(t, 'dr.klein');
      const agent = await signIn(t, 'dr.klein');
      const response = await agent.put('/api/user/password', {
        current_password: DEMO_PASSWORDS['dr.klein'],
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
      expect((await other.get('/api/auth/user')).statusCode).toBe(401);
      expect((await signIn(t, 'dr.klein', { password: NEW_PASSWORD })).sessionToken).toBeDefined();
    });
  });
});
