import { totpCode } from './totp';

/**
 * A second signed-in session of a demo user, as another device of theirs (or another back end)
 * would hold it: cookies and the XSRF header kept by hand, two-factor passed with the demo TOTP.
 * `totpSteps`: whose used TOTP steps to go by outside a Playwright test (totp.ts), by default the
 * portal's; portals on one database share them (the database refuses a step used on either).
 */
export async function apiSession(baseUrl: string, username: string, password: string, totpSteps = baseUrl) {
  const cookies = new Map<string, string>();
  /** A FormData body goes as multipart (fetch sets its type), anything else as JSON. */
  const call = async (method: string, path: string, body?: unknown) => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name, value.join('='));
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response;
  };
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/login', { username, password });
  await call('POST', '/api/two-factor-challenge', { code: await totpCode(username, undefined, totpSteps) });
  return call;
}
