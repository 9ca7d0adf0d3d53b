/**
 * The first-run wizard of spec §2/§4 on the server, end to end: dr.neu from the invitation mail
 * through credentials, app two-factor and newsletter to full access, then a normal sign-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../src/contract/authUser';
import { NEWSLETTER_LIST_DE } from '../../../src/contract/constants';
import { users } from '../../platform/db/schema';
import { latestOutboxMail, pathOf, verificationApiUrl } from '../../testing/outbox';
import { guest, TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { totpCodeAt } from '../twoFactor';

const PASSWORD = 'Praxis#Eppendorf9';
const RECOVERY_CODE = /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/;

describe.each(testDatabases())('onboarding dr.neu on $kind', (testDatabase) => {
  let t: TestApp;
  let agent: TestAgent;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const neu = async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.lisId, 'A-100602'));
    if (!row) throw new Error('no dr.neu');
    return row;
  };
  /** The TOTP code one step on: each step is accepted once. */
  const nextCode = () => {
    t.clock.advance(30_000);
    return totpCodeAt(secret, t.clock.now());
  };
  const me = async () => authUserSchema.parse((await agent.get('/api/auth/user')).json().data);

  it('1. the link in the invitation mail verifies the address and signs dr.neu in', async () => {
    const mail = await latestOutboxMail(t.database.db, (await neu()).email);
    agent = new TestAgent(t.app);
    expect((await agent.get(pathOf(verificationApiUrl(mail.text)))).statusCode).toBe(200);
    expect(await me()).toMatchObject({ loginCredentialsSetAt: null, twoFactorConfirmedAt: null });
    expect((await me()).emailVerifiedAt).not.toBeNull();
  });

  describe('2. credentials', () => {
    it('refuses a weak password with the German rule text', async () => {
      const response = await agent.put(
        '/api/auth/user/new-password',
        { username: 'j.neumann', password: 'kurz', password_confirmation: 'anders' },
        { 'accept-language': 'de' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        password: [
          'Das Passwort muss mindestens 8 Zeichen lang sein und Groß- und Kleinbuchstaben, Zahlen und Sonderzeichen enthalten.',
        ],
        password_confirmation: ['Die Passwörter stimmen nicht überein.'],
      });
    });

    it('refuses a username that is taken, whatever its case', async () => {
      const response = await agent.put('/api/auth/user/new-password', {
        username: 'DR.Weber',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ username: ['Dieser Benutzername ist bereits vergeben.'] });
    });

    it('sets username and password and answers the user with loginCredentialsSetAt', async () => {
      const response = await agent.put('/api/auth/user/new-password', {
        username: 'j.neumann',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const user = authUserSchema.parse(response.json().data);
      expect(user.username).toBe('j.neumann');
      expect(user.loginCredentialsSetAt).toBe(t.clock.now().toISOString());
      expect((await neu()).passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('does not let the credentials be set a second time this way', async () => {
      const response = await agent.put('/api/auth/user/new-password', {
        username: 'j.neumann2',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('3. two-factor by app', () => {
    it('asks for the password first (423)', async () => {
      const response = await agent.post('/api/user/two-factor-authentication', { type: 'app' });
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({ message: 'Bitte bestätigen Sie zuerst Ihr Passwort.' });
    });

    it('refuses a wrong password confirmation with 422, accepts the right one with 201', async () => {
      const wrong = await agent.post('/api/user/confirm-password', { password: 'Falsch#123' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ password: ['Das angegebene Passwort ist falsch.'] });
      expect((await agent.post('/api/user/confirm-password', { password: PASSWORD })).statusCode).toBe(201);
    });

    it('starts the setup: a base32 secret and 8 recovery codes', async () => {
      const response = await agent.post('/api/user/two-factor-authentication', { type: 'app' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.type).toBe('app');
      expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.recovery_codes).toHaveLength(8);
      for (const code of body.recovery_codes) expect(code).toMatch(RECOVERY_CODE);
      secret = body.secret;
      recoveryCodes = body.recovery_codes;
      expect(await me()).toMatchObject({
        twoFactorType: 'app',
        twoFactorSecret: true,
        twoFactorConfirmedAt: null,
      });
      const stored = await neu();
      expect(stored.twoFactorSecret).not.toContain(secret);
      expect(stored.twoFactorRecoveryCodes).not.toContain(recoveryCodes[0]);
    });

    it('shows the QR code as SVG with the otpauth URL', async () => {
      const response = await agent.get('/api/user/two-factor-qr-code');
      expect(response.statusCode).toBe(200);
      const { svg, url } = response.json();
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const email = encodeURIComponent((await neu()).email);
      expect(url).toBe(
        `otpauth://totp/Kundencenter:${email}?secret=${secret}&issuer=Kundencenter&algorithm=SHA1&digits=6&period=30`,
      );
    });

    it('refuses a wrong code, then confirms with the TOTP and counts as passed in this session', async () => {
      const wrong = await agent.post('/api/user/confirmed-two-factor-authentication', {
        code: '000000',
        type: 'app',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: ['Der angegebene Zwei-Faktor-Code ist ungültig.'] });
      const response = await agent.post('/api/user/confirmed-two-factor-authentication', {
        code: nextCode(),
        type: 'app',
      });
      expect(response.statusCode).toBe(200);
      const user = await me();
      expect(user.twoFactorConfirmedAt).toBe(t.clock.now().toISOString());
      expect(user.twoFactorAuthenticated).toBe(true);
    });

    it('no longer lets the type be switched', async () => {
      const response = await agent.post('/api/user/two-factor-authentication', { type: 'mail' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['type']);
      expect((await me()).twoFactorType).toBe('app');
    });

    it('shows the recovery codes of this session again, and regenerates them', async () => {
      expect((await agent.get('/api/user/two-factor-recovery-codes')).json()).toEqual(recoveryCodes);
      const regenerated = await agent.post('/api/user/two-factor-recovery-codes');
      expect(regenerated.statusCode).toBe(200);
      const codes: string[] = regenerated.json();
      expect(codes).toHaveLength(8);
      expect(codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
      expect((await agent.get('/api/user/two-factor-recovery-codes')).json()).toEqual(codes);
      recoveryCodes = codes;
    });
  });

  describe('4. newsletter', () => {
    const subscription = {
      recipientlist_id: NEWSLETTER_LIST_DE,
      email: 'j.neumann@allgemeinmedizin-eppendorf.example.org',
      gender: 'Herr',
      firstname: 'Jonas',
      lastname: 'Neumann',
      zip: '20251',
    };

    it('subscribes with 201, and answers 409 the second time', async () => {
      const created = await agent.post('/api/newsletter/recipients', subscription);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ ...subscription, id: expect.any(Number) });
      const again = await agent.post('/api/newsletter/recipients', {
        ...subscription,
        email: subscription.email.toUpperCase(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Sie sind bereits für diesen Newsletter angemeldet.' });
    });
  });

  it('5. the backend is open: every onboarding flag is set', async () => {
    const user = await me();
    expect(user.emailVerifiedAt && user.loginCredentialsSetAt && user.twoFactorConfirmedAt).toBeTruthy();
    expect(user.twoFactorAuthenticated).toBe(true);
    const changed = await agent.put('/api/user/profile-information', {
      anrede: 'Herr',
      titel: 'Dr. med.',
      vorname: 'Jonas',
      nachname: 'Neumann',
      email: (await neu()).email,
    });
    expect(changed.statusCode).toBe(200);
  });

  it('6. next time dr.neu signs in with the new credentials and the authenticator app', async () => {
    expect((await agent.post('/logout')).statusCode).toBe(204);
    agent = await guest(t.app);
    const login = await agent.post('/login', { username: 'J.Neumann', password: PASSWORD });
    expect(login.json()).toEqual({ two_factor: true });
    expect((await agent.post('/api/two-factor-challenge', { code: nextCode() })).statusCode).toBe(204);
    expect((await me()).twoFactorAuthenticated).toBe(true);
  });

  it('7. disabling two-factor (password confirmed) forces its setup again at the next login', async () => {
    expect((await agent.delete('/api/user/two-factor-authentication')).statusCode).toBe(423);
    await agent.post('/api/user/confirm-password', { password: PASSWORD });
    const response = await agent.delete('/api/user/two-factor-authentication');
    expect(response.statusCode).toBe(200);
    expect(await me()).toMatchObject({
      twoFactorType: null,
      twoFactorSecret: false,
      twoFactorConfirmedAt: null,
    });
    const stored = await neu();
    expect([stored.twoFactorSecret, stored.twoFactorRecoveryCodes]).toEqual([null, null]);
    // This session passed the second factor and stays open (spec §4: reactivated at the next login).
    const profile = { anrede: 'Herr', vorname: 'Jonas', nachname: 'Neumann', email: stored.email };
    expect((await agent.put('/api/user/profile-information', profile)).statusCode).toBe(200);
    // The next sign-in has no challenge: it leads to the setup, and the backend stays closed until then.
    await agent.post('/logout');
    agent = await guest(t.app);
    expect((await agent.post('/login', { username: 'j.neumann', password: PASSWORD })).json()).toEqual({
      two_factor: false,
    });
    expect((await agent.put('/api/user/profile-information', profile)).statusCode).toBe(403);
  });
});
