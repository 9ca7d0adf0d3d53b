/**
 * The HTTP the sync engine needs, as a parameter: the worker passes `createFetchApi(fetch)`, tests
 * pass an in-memory server. A network failure rejects; every HTTP answer resolves.
 */
export interface SyncResponse {
  status: number;
  headers: { get(name: string): string | null };
  /** The parsed JSON body, or null when there is none. */
  body: unknown;
}

export interface SyncApi {
  get(path: string): Promise<SyncResponse>;
  send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<SyncResponse>;
}

/** The session is gone (401) or its XSRF token is stale (419): pause until the same user signs in. */
export function isAuthStatus(status: number): boolean {
  return status === 401 || status === 419;
}
