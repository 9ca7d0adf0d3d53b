import { request } from './http';

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Sanctum's order (spec §7): `GET /sanctum/csrf-cookie` before the first state-changing call. The
 * cookie lives 120 minutes; it is fetched again whenever it is missing.
 */
export async function ensureCsrfCookie(): Promise<void> {
  if (document.cookie.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`))) return;
  await request('/sanctum/csrf-cookie');
}

/** After sign-in the session (and its token) is new: fetch a fresh cookie regardless. */
export async function refreshCsrfCookie(): Promise<void> {
  await request('/sanctum/csrf-cookie');
}
