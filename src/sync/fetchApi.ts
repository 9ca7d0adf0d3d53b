import type { SyncApi, SyncResponse } from './SyncApi';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A request hanging longer than this counts as a network failure (a write is then resent with its key). */
export const SYNC_REQUEST_TIMEOUT_MS = 30_000;

/**
 * SyncApi over fetch: same-origin JSON with the session cookie. In a worker fetch sends the
 * cookies too, but cannot read them: the XSRF header is added by the caller (replayOutbox), from
 * the token the page hands over.
 */
export function createFetchApi(
  fetchFn: FetchLike,
  baseUrl = '',
  timeoutMs = SYNC_REQUEST_TIMEOUT_MS,
): SyncApi {
  async function call(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const response = await fetchFn(`${baseUrl}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const result: SyncResponse = {
      status: response.status,
      headers: response.headers,
      body: parseJson(text),
    };
    return result;
  }
  return {
    get: (path) => call('GET', path, undefined, {}),
    send: (method, path, body, headers) => call(method, path, body, headers),
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
