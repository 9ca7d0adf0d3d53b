/**
 * The origins a browser may open the portal at: APP_URL's, and for a loopback APP_URL (the
 * `http://127.0.0.1:<port>` of a local start) the same port under the name `localhost` too.
 * WebAuthn refuses an IP address as RP ID, so on a local start passkeys (issue 29) work only at
 * http://localhost:<port>; a page opened there must still get its socket (the Origin check of
 * the upgrade), or the mirror never hears of a change until the next interval pull.
 */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/** APP_URL, with a loopback address named `localhost` (the same scheme and port). */
export function localhostUrlOf(appUrl: string): URL {
  const url = new URL(appUrl);
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return url;
}

export function browserOrigins(appUrl: string): string[] {
  const own = new URL(appUrl).origin;
  const localhost = localhostUrlOf(appUrl).origin;
  return localhost === own ? [own] : [own, localhost];
}
