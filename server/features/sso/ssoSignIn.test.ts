/**
 * Single sign-on for staff (issue 29) against a real OpenID Provider (oidc-provider) running in the
 * test process: the browser's part (following redirects, the provider's login form, its cookies) is
 * played by HTTP, the portal's part by its app.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_FLOW_TTL_MS } from '../../../src/contract/constants';
import { ssoCallbackPath } from '../../../src/contract/sso';
import type { OidcProviderConfig } from '../../platform/config/config';
import { ssoIdentities, users } from '../../platform/db/schema';
import { guest, nextDemoTotp, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { startOidcTestProvider, type OidcTestProvider } from '../../testing/oidcTestProvider';
import { SSO_FLOW_COOKIE } from './ssoFlowCookie';

const APP_URL = 'http://127.0.0.1:8080';
const LABOR_EMAIL = 'markus.brandt@labor-sommerfeld.example.org';
const ADMIN_EMAIL = 'sabine.hoffmann@labor-sommerfeld.example.org';

const ACCOUNTS = {
  'labor-mfa': { email: LABOR_EMAIL, email_verified: true, groups: ['kc-labor'], amr: ['pwd', 'mfa'] },
  'labor-pwd': { email: LABOR_EMAIL, email_verified: true, groups: ['kc-labor'] },
  'labor-unverified': { email: LABOR_EMAIL, email_verified: false, groups: ['kc-labor'], amr: ['mfa'] },
  'labor-no-role': { email: LABOR_EMAIL, email_verified: true, groups: ['kantine'], amr: ['mfa'] },
  'admin-mfa': { email: ADMIN_EMAIL, email_verified: true, groups: ['kc-admin'], amr: ['mfa'] },
  'weber-mfa': {
    email: 'k.weber@hausarzt-rathenauplatz.example.org',
    email_verified: true,
    groups: ['kc-labor'],
    amr: ['mfa'],
  },
  stranger: { email: 'jemand@example.org', email_verified: true, groups: ['kc-labor'], amr: ['mfa'] },
};

/** A browser's cookie jar and redirect following against the provider (paths ignored: one host). */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Follows the provider's redirects from the authorization URL through its login form (choosing
   * `account`) until it sends the browser back to the portal; returns that callback URL.
   */
  async signIn(authorizationUrl: string, account: string): Promise<URL> {
    let url = authorizationUrl;
    for (let step = 0; step < 10; step++) {
      if (url.startsWith(APP_URL)) return new URL(url);
      const isForm = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
      const response = isForm
        ? await this.fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ account }).toString(),
          })
        : await this.fetch(url);
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects');
  }
}

describe.each(testDatabases())(
  'single sign-on for staff through an OpenID provider on $kind',
  (testDatabase) => {
    let idp: OidcTestProvider;
    let t: TestApp;
    let provider: OidcProviderConfig;

    beforeAll(async () => {
      idp = await startOidcTestProvider({
        redirectUris: [`${APP_URL}${ssoCallbackPath('lab')}`],
        accounts: ACCOUNTS,
      });
      provider = {
        id: 'lab',
        label: 'Labor-Konto',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        roleClaim: 'groups',
        roles: new Map([
          ['kc-labor', ['Labor']],
          ['kc-admin', ['Admin']],
        ]),
        mfaReplacesSecondFactor: true,
        mfaAmr: ['mfa'],
        mfaAcr: [],
      };
      t = await createTestApp(testDatabase, { config: { appUrl: APP_URL, oidcProviders: [provider] } });
    });
    afterAll(async () => {
      await t?.close();
      await idp?.close();
    });
    beforeEach(async () => {
      idp.codeTtlS = 60;
      await t.database.db.delete(ssoIdentities);
      await t.database.db
        .update(users)
        .set({ active: true, lockedAt: null })
        .where(eq(users.username, 'labor'));
    });

    /** The portal's start: its redirect to the provider, with the flow cookie kept by the agent. */
    async function start(agent: TestAgent): Promise<string> {
      const response = await agent.get('/api/auth/oauth/lab');
      expect(response.statusCode).toBe(302);
      return response.headers.location as string;
    }

    async function callback(agent: TestAgent, url: URL) {
      return agent.get(url.pathname + url.search);
    }

    /** Signs in as the provider's `account` from a fresh guest; returns the agent and where it ended. */
    async function signInWith(account: string) {
      const agent = await guest(t.app);
      const returned = await new ProviderBrowser().signIn(await start(agent), account);
      const response = await callback(agent, returned);
      expect(response.statusCode).toBe(302);
      return { agent, location: response.headers.location as string };
    }

    const refusal = (location: string) => new URL(location.replace('/#/', '/')).searchParams.get('sso');

    it('lists the configured provider with its label and start URL', async () => {
      const response = await t.app.inject('/api/auth/oauth');
      expect(response.json()).toEqual({
        data: [{ id: 'lab', name: 'Labor-Konto', url: `${APP_URL}/api/auth/oauth/lab` }],
      });
    });

    it('starts the authorization code flow with PKCE (S256), state and nonce', async () => {
      const target = new URL(await start(await guest(t.app)));
      expect(target.origin).toBe(idp.issuer);
      expect(target.searchParams.get('response_type')).toBe('code');
      expect(target.searchParams.get('code_challenge_method')).toBe('S256');
      for (const param of ['code_challenge', 'state', 'nonce'])
        expect(target.searchParams.get(param)).toBeTruthy();
      expect(target.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/oauth/lab/callback`);
    });

    it('links the allowed staff account by its verified e-mail, signs in with a rotated session and skips the portal 2FA after MFA', async () => {
      const agent = await guest(t.app);
      const guestSession = agent.sessionToken;
      const returned = await new ProviderBrowser().signIn(await start(agent), 'labor-mfa');
      const response = await callback(agent, returned);
      expect(response.headers.location).toBe(`${APP_URL}/#/backend`);
      expect(agent.sessionToken).toBeTruthy();
      expect(agent.sessionToken).not.toBe(guestSession);

      const user = await agent.get('/api/auth/user');
      expect(user.json()).toMatchObject({ data: { username: 'labor', roles: ['Labor'] } });
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(200);
      // The CSRF protection is the password sign-in's: a write without the token is refused.
      expect((await agent.post('/logout', {}, { 'x-xsrf-token': 'wrong' })).statusCode).toBe(419);

      const links = await t.database.db.select().from(ssoIdentities);
      expect(links).toMatchObject([{ issuer: idp.issuer, subject: 'labor-mfa' }]);
    });

    it('keeps the portal second factor when the ID token carries no MFA claim', async () => {
      const { agent, location } = await signInWith('labor-pwd');
      expect(location).toBe(`${APP_URL}/#/backend`);
      expect((await agent.get('/api/auth/user')).json()).not.toHaveProperty('data.uuid');
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(401);
      const challenge = await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) });
      expect(challenge.statusCode).toBe(204);
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(200);
    });

    it('refuses an answer whose state does not match the flow', async () => {
      const agent = await guest(t.app);
      const returned = await new ProviderBrowser().signIn(await start(agent), 'labor-mfa');
      returned.searchParams.set('state', 'forged-state');
      const response = await callback(agent, returned);
      expect(refusal(response.headers.location as string)).toBe('failed');
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(401);
    });

    it('refuses an ID token whose nonce is not the flow’s', async () => {
      const agent = await guest(t.app);
      const authorization = new URL(await start(agent));
      authorization.searchParams.set('nonce', 'another-nonce');
      const returned = await new ProviderBrowser().signIn(authorization.href, 'labor-mfa');
      const response = await callback(agent, returned);
      expect(refusal(response.headers.location as string)).toBe('failed');
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(401);
    });

    it('refuses an expired authorization code', async () => {
      idp.codeTtlS = 1;
      const agent = await guest(t.app);
      const returned = await new ProviderBrowser().signIn(await start(agent), 'labor-mfa');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await callback(agent, returned);
      expect(refusal(response.headers.location as string)).toBe('failed');
    });

    it('refuses a code used a second time, even with the flow cookie replayed', async () => {
      const agent = await guest(t.app);
      const returned = await new ProviderBrowser().signIn(await start(agent), 'labor-mfa');
      const flowCookie = agent.cookies.get(SSO_FLOW_COOKIE) as string;
      expect((await callback(agent, returned)).headers.location).toBe(`${APP_URL}/#/backend`);
      const attacker = await guest(t.app);
      attacker.cookies.set(SSO_FLOW_COOKIE, flowCookie);
      const replay = await callback(attacker, returned);
      expect(refusal(replay.headers.location as string)).toBe('failed');
      expect((await attacker.get('/api/sync?cursor=0')).statusCode).toBe(401);
    });

    it('refuses a callback without the flow cookie or after the flow expired', async () => {
      const agent = await guest(t.app);
      const returned = await new ProviderBrowser().signIn(await start(agent), 'labor-mfa');
      const stranger = await guest(t.app);
      expect(refusal((await callback(stranger, returned)).headers.location as string)).toBe('failed');

      const late = await guest(t.app);
      const lateReturn = await new ProviderBrowser().signIn(await start(late), 'labor-mfa');
      t.clock.advance(SSO_FLOW_TTL_MS + 1000);
      expect(refusal((await callback(late, lateReturn)).headers.location as string)).toBe('failed');
    });

    it('refuses a deactivated or locked account', async () => {
      await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'labor'));
      expect(refusal((await signInWith('labor-mfa')).location)).toBe('disabled');
      await t.database.db
        .update(users)
        .set({ active: true, lockedAt: t.clock.now() })
        .where(eq(users.username, 'labor'));
      const { agent, location } = await signInWith('labor-mfa');
      expect(refusal(location)).toBe('disabled');
      expect((await agent.get('/api/sync?cursor=0')).statusCode).toBe(401);
    });

    it('links no account the administrator did not allow, and creates none', async () => {
      const before = await t.database.db.select({ id: users.id }).from(users);
      expect(refusal((await signInWith('admin-mfa')).location)).toBe('not-linked');
      expect(refusal((await signInWith('stranger')).location)).toBe('not-linked');
      expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
      expect(await t.database.db.select().from(ssoIdentities)).toEqual([]);
    });

    it('links by e-mail only when the provider says it is verified', async () => {
      expect(refusal((await signInWith('labor-unverified')).location)).toBe('not-linked');
      expect(await t.database.db.select().from(ssoIdentities)).toEqual([]);
    });

    it('refuses a doctor', async () => {
      expect(refusal((await signInWith('weber-mfa')).location)).toBe('doctor');
    });

    it('refuses a staff member whose groups map to no role', async () => {
      expect(refusal((await signInWith('labor-no-role')).location)).toBe('no-role');
      expect(await t.database.db.select().from(ssoIdentities)).toEqual([]);
    });

    it('sends an unknown provider back to the login page', async () => {
      const response = await (await guest(t.app)).get('/api/auth/oauth/nobody');
      expect(refusal(response.headers.location as string)).toBe('unavailable');
    });
  },
);
