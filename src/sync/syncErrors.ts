/** A pull or bootstrap answered with something other than 200 (401 pauses the engine). */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Sync request failed with HTTP ${status}`);
    this.name = 'SyncHttpError';
  }
}

/** The server's answer broke the protocol (malformed page, a cursor changing between bootstrap pages). */
export class SyncProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncProtocolError';
  }
}
