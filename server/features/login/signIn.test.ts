import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_MINUTE,
  LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../src/contract/constants';
import { buildApp } from '../../app';
import { sha256Hex } from '../../platform/crypto/tokens';
import { sessions, users } from '../../platform/db/schema';
import { DEMO_PASSWORDS, DEMO_TOTP_SECRET } from '../../seed/demoCredentials';
import { guest, nextDemoTotp, signIn, TestAgent } from '../../testing/session';
import { createTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';
import { hashRecoveryCode } from '../twoFactor';
import { totpCodeAt } from '../twoFactor';
import { pendingAuthUserSchema } from '../../../src/contract/authUser';
import { access } from '../../platform/auth/routeAccess';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../platform/auth/sessionCookies';

const MINUTE_MS = 60_000;
const AUTH_FAILED_DE = 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.';
const AUTH_FAILED_EN = 'These credentials do not match our records.';
const INVALID_CODE_DE = 'Der angegebene Zwei-Faktor-Code ist ungültig.';

describe.each(testDatabases())('signing in on $kind', (testDatabase) => {
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
  const sessionExists = async (token: string | undefined) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(token ?? '')))
    ).length === 1;

  describe('CSRF as Sanctum', () => {
    it('GET /sanctum/csrf-cookie answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
      const response = await t.app.inject('/sanctum/csrf-cookie');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
      expect(cookies[SESSION_COOKIE]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies[SESSION_COOKIE]?.secure).toBeFalsy();
      expect(cookies[XSRF_COOKIE]).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: 120 * 60 });
      expect(cookies[XSRF_COOKIE]?.httpOnly).toBeFalsy();
      expect(await sessionExists(cookies[SESSION_COOKIE]?.value)).toBe(true);
    });

    it('keeps the guest session when asked again', async () => {
      const agent = await guest(t.app);
      const before = agent.sessionToken;
      expect((await agent.get('/sanctum/csrf-cookie')).statusCode).toBe(204);
      expect(agent.sessionToken).toBe(before);
    });

    it('marks both cookies Secure when APP_URL is https', async () => {
      const app = await buildApp({
        config: testConfig({ appUrl: 'https://kundencenter.example.org' }),
        database: t.database,
        logger: false,
        passwordHashCost: TEST_PASSWORD_HASH_COST,
      });
      try {
        const response = await app.inject('/sanctum/csrf-cookie');
        expect(response.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual(
          expect.arrayContaining([
            [SESSION_COOKIE, true],
            [XSRF_COOKIE, true],
          ]),
        );
      } finally {
        await app.close();
      }
    });

    it('refuses a POST without a session with 419', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'a', password: 'b' },
      });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({
        message: 'Die Sitzung ist abgelaufen (CSRF-Token ungültig). Bitte laden Sie die Seite neu.',
      });
    });

    it('refuses a POST whose session is known but whose X-XSRF-TOKEN is missing or wrong with 419', async () => {
      const agent = await guest(t.app);
      const credentials = { username: 'admin', password: DEMO_PASSWORDS.admin };
      const missing = await agent.request({
        method: 'POST',
        url: '/login',
        payload: credentials,
        headers: { 'x-xsrf-token': '' },
      });
      expect(missing.statusCode).toBe(419);
      const wrong = await agent.post('/login', credentials, { 'x-xsrf-token': `${agent.xsrfToken}x` });
      expect(wrong.statusCode).toBe(419);
      expect(wrong.json()).toEqual({
        message: 'Die Sitzung ist abgelaufen (CSRF-Token ungültig). Bitte laden Sie die Seite neu.',
      });
    });

    it('accepts the token in X-CSRF-TOKEN as well', async () => {
      const agent = await guest(t.app);
      const response = await agent.post(
        '/login',
        { username: 'niemand', password: 'falsch' },
        { 'x-xsrf-token': '', 'x-csrf-token': agent.xsrfToken ?? '' },
      );
      expect(response.statusCode).toBe(422);
    });
  });

  describe('POST /login', () => {
    it('answers an unknown user and a wrong password with the same 422, in the browser language', async () => {
      const agent = await guest(t.app);
      const unknown = await agent.post('/login', { username: 'dr.niemand', password: 'Irgendwas#1' });
      const wrong = await agent.post('/login', { username: 'dr.weber', password: 'Falsch#2026' });
      expect(unknown.statusCode).toBe(422);
      expect(wrong.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ message: AUTH_FAILED_DE, errors: { username: [AUTH_FAILED_DE] } });
      expect(wrong.json()).toEqual(unknown.json());
      const english = await agent.post(
        '/login',
        { username: 'dr.weber', password: 'x' },
        { 'accept-language': 'en' },
      );
      expect(english.json()).toEqual({ message: AUTH_FAILED_EN, errors: { username: [AUTH_FAILED_EN] } });
    });

    it('answers 422 with the required text when a field is empty', async () => {
      const agent = await guest(t.app);
      const response = await agent.post('/login', { username: '', password: '' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        username: ['Dies ist ein Pflichtfeld.'],
        password: ['Dies ist ein Pflichtfeld.'],
      });
    });

    it('matches the username regardless of case, and the e-mail address when it is unique', async () => {
      const agent = await guest(t.app);
      const byName = await agent.post('/login', { username: 'ADMIN', password: DEMO_PASSWORDS.admin });
      expect(byName.json()).toEqual({ two_factor: true });
      const admin = await userRow('admin');
      const byEmail = await (
        await guest(t.app)
      ).post('/login', {
        username: admin.email.toUpperCase(),
        password: DEMO_PASSWORDS.admin,
      });
      expect(byEmail.json()).toEqual({ two_factor: true });
    });

    it(`refuses the ${LOGIN_ATTEMPTS_PER_MINUTE + 1}th attempt within a minute with 429 and Retry-After`, async () => {
      const agent = await guest(t.app);
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
        expect((await agent.post('/login', { username: 'Rate.Limit', password: 'x' })).statusCode).toBe(422);
      }
      const limited = await agent.post('/login', { username: 'rate.limit', password: 'x' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Zu viele Versuche. Bitte warten Sie einen Moment.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another username from the same address is not affected; the same one is after a minute.
      expect((await agent.post('/login', { username: 'other.name', password: 'x' })).statusCode).toBe(422);
      t.clock.advance(MINUTE_MS);
      expect((await agent.post('/login', { username: 'rate.limit', password: 'x' })).statusCode).toBe(422);
    });

    it('counts the sign-ins of one account together, whether named by username or e-mail', async () => {
      const agent = await guest(t.app);
      const klein = await userRow('dr.klein');
      const names = ['dr.klein', klein.email, 'DR.KLEIN', klein.email.toUpperCase(), ' dr.klein '];
      for (const username of names.slice(0, LOGIN_ATTEMPTS_PER_MINUTE)) {
        expect((await agent.post('/login', { username, password: 'Falsch#2026' })).statusCode).toBe(422);
      }
      for (const username of ['dr.klein', klein.email]) {
        const limited = await agent.post('/login', { username, password: DEMO_PASSWORDS['dr.klein'] });
        expect(limited.statusCode).toBe(429);
      }
      t.clock.advance(MINUTE_MS);
      expect(
        (await agent.post('/login', { username: klein.email, password: DEMO_PASSWORDS['dr.klein'] }))
          .statusCode,
      ).toBe(200);
    });

    it(`limits one address to ${LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE} failed sign-ins a minute over all names`, async () => {
      const agent = await guest(t.app);
      const from = (remoteAddress: string, username: string) =>
        agent.request({
          method: 'POST',
          url: '/login',
          payload: { username, password: 'Sommer2026!' },
          remoteAddress,
        });
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE; i++) {
        expect((await from('203.0.113.50', `spray.${i}`)).statusCode).toBe(422);
      }
      const sprayed = await from('203.0.113.50', 'spray.last');
      expect(sprayed.statusCode).toBe(429);
      expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password of a real account waits: the address is throttled, not the name.
      const real = await agent.request({
        method: 'POST',
        url: '/login',
        payload: { username: 'labor', password: DEMO_PASSWORDS.labor },
        remoteAddress: '203.0.113.50',
      });
      expect(real.statusCode).toBe(429);
      expect((await from('203.0.113.51', 'spray.0')).statusCode).toBe(422);
      t.clock.advance(MINUTE_MS);
      expect((await from('203.0.113.50', 'spray.last')).statusCode).toBe(422);
    });

    it('behind a trusted proxy (TRUST_PROXY), counts each forwarded client on its own', async () => {
      const proxied = await createTestApp(testDatabase, {
        seed: false,
        config: { trustProxy: ['loopback'] },
      });
      try {
        const agent = await guest(proxied.app);
        const from = (forwardedFor: string) =>
          agent.post(
            '/login',
            { username: 'rate.proxy', password: 'x' },
            { 'x-forwarded-for': forwardedFor },
          );
        for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++)
          expect((await from('198.51.100.1')).statusCode).toBe(422);
        expect((await from('198.51.100.1')).statusCode).toBe(429);
        // Prepending an address of one's own changes nothing: the proxy appended the real one.
        expect((await from('192.0.2.99, 198.51.100.1')).statusCode).toBe(429);
        expect((await from('198.51.100.2')).statusCode).toBe(422);
      } finally {
        await proxied.close();
      }
    });

    it('refuses a locked user with the same 422 as a wrong password (issue 14)', async () => {
      await t.database.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.username, 'labor'));
      try {
        const agent = await guest(t.app);
        const wrong = await agent.post('/login', { username: 'labor', password: 'Falsch#2026' });
        expect(wrong.statusCode).toBe(422);
        const locked = await agent.post('/login', { username: 'labor', password: DEMO_PASSWORDS.labor });
        expect(locked.statusCode).toBe(422);
        expect(locked.json()).toEqual(wrong.json());
      } finally {
        await t.database.db.update(users).set({ lockedAt: null }).where(eq(users.username, 'labor'));
      }
    });

    it('leaves the login pending with two_factor true: the user is known, the portal still closed', async () => {
      const agent = await guest(t.app);
      expect(
        (await agent.post('/login', { username: 'labor', password: DEMO_PASSWORDS.labor })).json(),
      ).toEqual({
        two_factor: true,
      });
      const me = await agent.get('/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect((await agent.get('/api/newsletter/recipients')).statusCode).toBe(401);
      // Only what the guard and the challenge page read: no name, address, e-mail, roles or ids.
      expect(pendingAuthUserSchema.strict().parse(me.json().data)).toEqual({
        emailVerifiedAt: expect.any(String),
        loginCredentialsSetAt: expect.any(String),
        twoFactorConfirmedAt: expect.any(String),
        twoFactorType: 'app',
        twoFactorAuthenticated: false,
      });
      const labor = await userRow('labor');
      for (const value of [labor.email, labor.nachname, labor.uuid, 'labor', 'Labor']) {
        expect(me.body).not.toContain(value);
      }
      expect((await agent.get('/api/abilities')).statusCode).toBe(401);
    });

    it('lets a pending login write nothing but the challenge and logout', async () => {
      const agent = await guest(t.app);
      await agent.post('/login', { username: 'dr.klein', password: DEMO_PASSWORDS['dr.klein'] });
      const klein = await userRow('dr.klein');
      const language = await agent.put(`/api/users/${klein.uuid}/update-language`, { language: 'en' });
      expect(language.statusCode).toBe(401);
      expect((await userRow('dr.klein')).language).toBe(klein.language);
      const profile = await agent.put('/api/user/profile-information', {
        anrede: 'Herr',
        vorname: 'X',
        nachname: 'Y',
        email: 'x@example.org',
      });
      expect(profile.statusCode).toBe(401);
      const wrong = await agent.post('/api/two-factor-challenge', { code: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect((await agent.post('/logout')).statusCode).toBe(204);
    });

    it('refuses at start to open a write to a pending login, unless it is a step of the challenge', async () => {
      const database = await testDatabase.open();
      try {
        const app = await buildApp({ config: testConfig(), database, logger: false });
        expect(() =>
          app.post('/api/probe/pending-write', { config: access('signedIn') }, async () => ({})),
        ).toThrow(/pending login/);
        expect(() =>
          app.post(
            '/api/probe/challenge-step',
            { config: access('signedIn', { secondFactorStep: true }) },
            async () => ({}),
          ),
        ).not.toThrow();
        expect(() =>
          app.get('/api/probe/pending-read', { config: access('signedIn') }, async () => ({})),
        ).not.toThrow();
        await app.close();
      } finally {
        await database.close();
      }
    });

    it('gives the session a new id at login and again at the challenge; the old ids stop working', async () => {
      const agent = await guest(t.app);
      const guestToken = agent.sessionToken;
      const guestXsrf = agent.xsrfToken;
      await agent.post('/login', { username: 'dr.klein', password: DEMO_PASSWORDS['dr.klein'] });
      const pendingToken = agent.sessionToken;
      expect(pendingToken).not.toBe(guestToken);
      expect(agent.xsrfToken).not.toBe(guestXsrf);
      expect(await sessionExists(guestToken)).toBe(false);

      expect((await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(204);
      expect(agent.sessionToken).not.toBe(pendingToken);
      expect(await sessionExists(pendingToken)).toBe(false);

      const stale = new TestAgent(t.app);
      stale.cookies.set(SESSION_COOKIE, pendingToken ?? '');
      expect((await stale.get('/api/auth/user')).statusCode).toBe(401);
      expect((await agent.get('/api/auth/user')).json().data.twoFactorAuthenticated).toBe(true);
    });

    it('moves the last login back one when the login completes, not before the challenge', async () => {
      const before = await userRow('dr.weber');
      const agent = await guest(t.app);
      await agent.post('/login', { username: 'dr.weber', password: DEMO_PASSWORDS['dr.weber'] });
      expect((await userRow('dr.weber')).letzterLogin).toEqual(before.letzterLogin);
      await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) });
      const after = await userRow('dr.weber');
      expect(after.letzterLogin).toEqual(t.clock.now());
      expect(after.vorletzterLogin).toEqual(before.letzterLogin);
    });
  });

  describe('the two-factor challenge', () => {
    async function pendingLogin(username: 'admin' | 'dr.klein' | 'dr.weber' | 'labor'): Promise<TestAgent> {
      const agent = await guest(t.app);
      const login = await agent.post('/login', { username, password: DEMO_PASSWORDS[username] });
      expect(login.json()).toEqual({ two_factor: true });
      return agent;
    }

    it('is answered at /api/two-factor-challenge and /two-factor-challenge alike', async () => {
      const first = await pendingLogin('admin');
      expect((await first.post('/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(204);
      const second = await pendingLogin('admin');
      expect((await second.post('/api/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(
        204,
      );
    });

    it('refuses a TOTP code whose time step was already used', async () => {
      const first = await pendingLogin('admin');
      const code = nextDemoTotp(t);
      expect((await first.post('/api/two-factor-challenge', { code })).statusCode).toBe(204);
      const second = await pendingLogin('admin');
      const replay = await second.post('/api/two-factor-challenge', { code });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().errors).toEqual({ code: [INVALID_CODE_DE] });
      // The previous step is inside the window too, but older than the used one: refused as well.
      const older = totpCodeAt(DEMO_TOTP_SECRET, new Date(t.clock.now().getTime() - 30_000));
      expect((await second.post('/api/two-factor-challenge', { code: older })).statusCode).toBe(422);
    });

    it('refuses a wrong code with 422 in the language of the interface (the Accept-Language the SPA sends)', async () => {
      const agent = await pendingLogin('dr.weber');
      const wrong = await agent.post(
        '/api/two-factor-challenge',
        { code: '000000' },
        { 'accept-language': 'en' },
      );
      expect(wrong.statusCode).toBe(422);
      const invalidCodeEn = 'The provided two factor authentication code was invalid.';
      expect(wrong.json()).toEqual({ message: invalidCodeEn, errors: { code: [invalidCodeEn] } });
    });

    it('answers a malformed or missing code with the validation texts', async () => {
      const agent = await pendingLogin('dr.weber');
      const malformed = await agent.post('/api/two-factor-challenge', { code: '12a' });
      expect(malformed.json().errors).toEqual({ code: ['Der Code muss aus 6 Ziffern bestehen.'] });
      const missing = await agent.post('/api/two-factor-challenge', {});
      expect(missing.json().errors).toEqual({ code: ['Dies ist ein Pflichtfeld.'] });
      expect((await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(204);
    });

    it('accepts a recovery code once and replaces it with a new one', async () => {
      const known = 'aB3dE5gH7j-K9mN1pQ3sT';
      const other = 'Zz9yX8wV7u-T6sR5qP4oN';
      await t.database.db
        .update(users)
        .set({ twoFactorRecoveryCodes: [hashRecoveryCode(other), hashRecoveryCode(known)] })
        .where(eq(users.username, 'dr.klein'));

      const first = await pendingLogin('dr.klein');
      expect((await first.post('/api/two-factor-challenge', { recovery_code: known })).statusCode).toBe(204);
      expect((await first.get('/api/auth/user')).json().data.twoFactorAuthenticated).toBe(true);

      const stored = (await userRow('dr.klein')).twoFactorRecoveryCodes ?? [];
      expect(stored).toHaveLength(2);
      expect(stored[0]).toBe(hashRecoveryCode(other));
      expect(stored).not.toContain(hashRecoveryCode(known));
      // The replacement is shown in this session (after confirming the password), once.
      await first.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.klein'] });
      const shown: string[] = (await first.get('/api/user/two-factor-recovery-codes')).json();
      expect(shown).toHaveLength(1);
      expect(stored[1]).toBe(hashRecoveryCode(shown[0] ?? ''));

      const second = await pendingLogin('dr.klein');
      const reused = await second.post('/api/two-factor-challenge', { recovery_code: known });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors).toEqual({
        recovery_code: ['Der angegebene Wiederherstellungscode ist ungültig.'],
      });
    });

    it('allows five attempts per minute, then answers 429 even to the right code', async () => {
      const agent = await pendingLogin('labor');
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await agent.post('/api/two-factor-challenge', { code: '999999' })).statusCode).toBe(422);
      }
      const limited = await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      t.clock.advance(MINUTE_MS);
      expect((await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) })).statusCode).toBe(204);
    });

    it('answers 401 without a pending login', async () => {
      const agent = await guest(t.app);
      expect((await agent.post('/api/two-factor-challenge', { code: '123456' })).statusCode).toBe(401);
    });
  });

  describe('the session', () => {
    it('ends after 61 idle minutes, on the server', async () => {
      const agent = await signIn(t, 'dr.weber');
      const token = agent.sessionToken;
      t.clock.advance(SESSION_IDLE_TIMEOUT_MS + MINUTE_MS);
      const response = await agent.get('/api/auth/user');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sie sind nicht angemeldet.' });
      expect(await sessionExists(token)).toBe(false);
    });

    it('stays while requests keep coming', async () => {
      const agent = await signIn(t, 'dr.weber');
      for (let round = 0; round < 3; round++) {
        t.clock.advance(50 * MINUTE_MS);
        expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
      }
    });

    it('logout answers 204, deletes the session and clears the cookies; then 401', async () => {
      const agent = await signIn(t, 'admin');
      const token = agent.sessionToken;
      const response = await agent.post('/logout');
      expect(response.statusCode).toBe(204);
      expect(await sessionExists(token)).toBe(false);
      expect(agent.sessionToken).toBeUndefined();
      expect(agent.xsrfToken).toBeUndefined();
      const stale = new TestAgent(t.app);
      stale.cookies.set(SESSION_COOKIE, token ?? '');
      expect((await stale.get('/api/auth/user')).statusCode).toBe(401);
    });

    it('signs a user out at the next request once locked or deactivated', async () => {
      for (const change of [{ lockedAt: t.clock.now() }, { active: false }]) {
        const agent = await signIn(t, 'dr.klein');
        await t.database.db.update(users).set(change).where(eq(users.username, 'dr.klein'));
        try {
          expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
          expect(agent.sessionToken).toBeUndefined();
        } finally {
          await t.database.db
            .update(users)
            .set({ lockedAt: null, active: true })
            .where(eq(users.username, 'dr.klein'));
        }
      }
    });

    it('adds one session per sign-in: the guest and pending rows are replaced, not kept', async () => {
      const [before] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, (await userRow('admin')).id));
      const agent = await signIn(t, 'admin');
      const [after] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, (await userRow('admin')).id));
      expect(after?.n).toBe((before?.n ?? 0) + 1);
      expect(await sessionExists(agent.sessionToken)).toBe(true);
    });
  });
});
