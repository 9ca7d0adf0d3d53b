/**
 * Signed-in requests for integration tests, the way the SPA makes them: cookies kept between
 * requests, XSRF-TOKEN echoed as X-XSRF-TOKEN on every state-changing call.
 *
 *   const agent = await signIn(t, 'dr.weber');        // csrf-cookie, login, TOTP challenge
 *   const response = await agent.get('/api/auth/user');
 *   await agent.post('/api/newsletter/recipients', { ... });
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TOTP_PERIOD_S } from '../../src/contract/constants';
import type { App } from '../app';
import { SESSION_COOKIE, XSRF_COOKIE } from '../platform/auth/sessionCookies';
import { DEMO_PASSWORDS, DEMO_TOTP_SECRET, type DemoAccount } from '../seed/demoCredentials';
import { totpCodeAt } from '../features/twoFactor';
import type { TestApp } from './testApp';

type Headers = Record<string, string>;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class TestAgent {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: App) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  /** Any request with the agent's cookies; state-changing ones carry X-XSRF-TOKEN. */
  async request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
    const headers: Headers = { ...(options.headers as Headers | undefined) };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.xsrfToken;
    if (UNSAFE_METHODS.has(options.method.toUpperCase()) && xsrf && !('x-xsrf-token' in headers)) {
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Headers) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: object, headers?: Headers) {
    return this.request({ method: 'POST', url, payload, headers });
  }

  put(url: string, payload?: object, headers?: Headers) {
    return this.request({ method: 'PUT', url, payload, headers });
  }

  delete(url: string, headers?: Headers) {
    return this.request({ method: 'DELETE', url, headers });
  }
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
}

/** A guest with a session and its XSRF token, as after the SPA's first `GET /sanctum/csrf-cookie`. */
export async function guest(app: App): Promise<TestAgent> {
  const agent = new TestAgent(app);
  expectStatus(await agent.get('/sanctum/csrf-cookie'), 204, 'GET /sanctum/csrf-cookie');
  return agent;
}

/** The TOTP code of the demo secret, one step after the test clock's now (each call moves it on). */
export function nextDemoTotp(t: Pick<TestApp, 'clock'>): string {
  t.clock.advance(TOTP_PERIOD_S * 1000);
  return totpCodeAt(DEMO_TOTP_SECRET, t.clock.now());
}

/**
 * A demo account fully signed in: password, then the TOTP challenge with the demo secret. The clock
 * moves one TOTP step first, since a step once used is refused.
 */
export async function signIn(
  t: Pick<TestApp, 'app' | 'clock'>,
  username: DemoAccount,
  { password = DEMO_PASSWORDS[username] }: { password?: string } = {},
): Promise<TestAgent> {
  const agent = await guest(t.app);
  const login = await agent.post('/login', { username, password });
  expectStatus(login, 200, `POST /login as ${username}`);
  if (login.json<{ two_factor: boolean }>().two_factor) {
    const challenge = await agent.post('/api/two-factor-challenge', { code: nextDemoTotp(t) });
    expectStatus(challenge, 204, `POST /api/two-factor-challenge as ${username}`);
  }
  return agent;
}
