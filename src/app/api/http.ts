import { DEFAULT_LOCALE } from '../../contract/constants';
import i18n from '../i18n/i18n';
import { ApiRequestError } from './ApiRequestError';
import { handleSessionLost } from '../session/sessionLost';

const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For calls whose 401/419 is an expected answer (the guard asking who is signed in). */
  quietOnSessionLoss?: boolean;
}

/**
 * JSON over the same origin with the session cookie. State-changing calls echo the XSRF-TOKEN
 * cookie as X-XSRF-TOKEN (the Sanctum pair of the design brief). Every failure becomes an
 * ApiRequestError so callers can hand it to `notify.apiError`; a lost session (401/419) is
 * handled once, centrally (session/sessionLost.ts). The error schema loads only when a call fails,
 * so zod is not part of the first page (the login route's budget, docs/benchmarks.md).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(path, options)).data;
}

/**
 * Like `request`, with the answer's headers too: a write's X-Sync-Cursor says where its effect
 * lies in the sync feed, so its answer can be cached without going back behind a pull
 * (src/sync/cacheServerRows.ts).
 */
export async function requestAnswer<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LOCALE,
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = method === 'GET' ? null : readCookie(XSRF_COOKIE);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiRequestError(0, null);
  }

  const text = await response.text();
  const json: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    if ((response.status === 401 || response.status === 419) && !options.quietOnSessionLoss) {
      handleSessionLost(response.status);
    }
    const { apiErrorSchema } = await import('../../contract/apiError');
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiRequestError(response.status, parsed.success ? parsed.data : null);
  }
  return { data: json as T, headers: response.headers };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
