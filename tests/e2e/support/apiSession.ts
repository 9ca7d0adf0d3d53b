import { CookieJar } from './cookieJar';
import { totpCode } from './totp';

/**
 * A second signed-in session of a demo user, as another device of theirs (or another back end)
 * would hold it: cookies and the XSRF header in a CookieJar, two-factor passed with the demo TOTP.
 */
export async function apiSession(baseUrl: string, username: string, password: string) {
  const jar = new CookieJar();
  /** A FormData body goes as multipart (fetch sets its type), anything else as JSON. */
  const call = async (method: string, path: string, body?: unknown) => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        ...jar.headers(),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    jar.store(response);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response;
  };
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/login', { username, password });
  await call('POST', '/api/two-factor-challenge', { code: await totpCode(username, undefined, baseUrl) });
  return call;
}
