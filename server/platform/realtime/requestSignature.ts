/**
 * Pusher's HTTP API signature: HMAC-SHA256 over `METHOD\nPATH\n` plus the query parameters
 * (keys lower-cased, sorted, `k=v` joined by `&`, unescaped, auth_signature left out); the body is
 * bound by its body_md5.
 */
import { createHash, createHmac } from 'node:crypto';

export const AUTH_TIMESTAMP_WINDOW_S = 600;

export function bodyMd5(body: string): string {
  return createHash('md5').update(body).digest('hex');
}

export function signedRequestString(method: string, path: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

export function requestSignature(
  secret: string,
  method: string,
  path: string,
  params: Record<string, string>,
): string {
  return createHmac('sha256', secret)
    .update(signedRequestString(method, path, params))
    .digest('hex');
}

/** The query a client of the trigger API sends (used by tests and other back ends in Node). */
export function signedQuery(
  credentials: { key: string; secret: string },
  path: string,
  body: string,
  timestampS: number,
): Record<string, string> {
  const params: Record<string, string> = {
    auth_key: credentials.key,
    auth_timestamp: String(timestampS),
    auth_version: '1.0',
    body_md5: bodyMd5(body),
  };
  return { ...params, auth_signature: requestSignature(credentials.secret, 'POST', path, params) };
}
