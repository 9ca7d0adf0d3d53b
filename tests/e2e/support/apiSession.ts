import { CookieJar } from './cookieJar';
import { totpCode } from './totp';

/**
 * A second signed-in session of a demo user, as another device of theirs (or another back end)
 * would hold it: cookies and the XSRF header in a CookieJar, two-factor passed with the demo TOTP.
 * `totpPortal`: whose TOTP steps to use outside a Playwright test (totp.ts), by default `baseUrl`;
 * instances that share one database must name one of them, since the server refuses a step used on
 * any of them.
 */
export async function apiSession(baseUrl: string, username: string, password: string, totpPortal = baseUrl) {
  const jar = new CookieJar();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, jar.requestInit(method, body));
    jar.store(response);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response;
  };
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/login', { username, password });
  await call('POST', '/api/two-factor-challenge', { code: await totpCode(username, undefined, totpPortal) });
  return call;
}
