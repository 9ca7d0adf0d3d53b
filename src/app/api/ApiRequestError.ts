import type { ApiError } from '../../contract/apiError';

/** A failed call: the HTTP status (0 when the network failed) and the server's error body, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}
