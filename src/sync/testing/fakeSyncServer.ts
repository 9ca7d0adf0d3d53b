import { IDEMPOTENCY_KEY_HEADER, SYNC_CURSOR_HEADER, type SyncEntity } from '../../contract/sync';
import type { SyncApi, SyncResponse } from '../SyncApi';

/**
 * An in-memory server speaking the sync protocol, for unit tests: a change log with versions, the
 * incremental feed (deduplicated, paged, reset on a foreign epoch or a cursor below the retention
 * floor), the paged bootstrap, and REST-like writes with idempotency keys:
 * `POST /api/<entity>` (body carries `id`), `PUT /api/<entity>/<id>`, `DELETE /api/<entity>/<id>`.
 * Scopes are not modelled: the one user sees everything.
 */

type Data = Record<string, unknown>;
type Failure = 'network' | 'lostResponse' | number;

interface LoggedChange {
  version: number;
  entity: SyncEntity;
  id: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const keyOf = (entity: string, id: string) => `${entity}:${id}`;

export class FakeSyncServer implements SyncApi {
  epoch = 1;
  version = 0;
  /** Cursors below this version are past retention: reset. */
  floor = 0;
  bootstrapPageSize = 1_000;
  readonly rows = new Map<string, { entity: SyncEntity; id: string; data: Data }>();
  readonly requests: RecordedRequest[] = [];
  readonly gets: string[] = [];
  /** Writes that took effect (a repeated key does not count). */
  effects = 0;
  /** Answers every request with this status (401, 419) while set. */
  authFailure: number | null = null;
  /** Refuses writes as 422 when it returns a message. */
  validate: (method: string, path: string, body: unknown) => string | null = () => null;
  /** Retry-After seconds to add to 429/503 answers. */
  retryAfterSeconds: number | null = null;
  private readonly log: LoggedChange[] = [];
  private readonly sendFailures: Failure[] = [];
  private readonly getFailures: Failure[] = [];
  private readonly idempotency = new Map<string, { request: string; response: SyncResponse }>();

  cursor(): string {
    return `e${this.epoch}.${this.version}`;
  }

  /** A write by someone else (another user, the lab). */
  put(entity: SyncEntity, id: string, data: Data): void {
    this.rows.set(keyOf(entity, id), { entity, id, data: { ...data } });
    this.record(entity, id);
  }

  delete(entity: SyncEntity, id: string): void {
    this.rows.delete(keyOf(entity, id));
    this.record(entity, id);
  }

  data(entity: SyncEntity, id: string): Data | undefined {
    return this.rows.get(keyOf(entity, id))?.data;
  }

  /** The next writes fail: a network error, a lost response (the write happens), or a status. */
  failNextSends(...failures: Failure[]): void {
    this.sendFailures.push(...failures);
  }

  failNextGets(...failures: Failure[]): void {
    this.getFailures.push(...failures);
  }

  async get(path: string): Promise<SyncResponse> {
    await Promise.resolve();
    this.gets.push(path);
    const failure = this.getFailures.shift();
    if (failure === 'network' || failure === 'lostResponse') throw new TypeError('Failed to fetch');
    if (typeof failure === 'number') return respond(failure, { message: 'Server Error' });
    if (this.authFailure) return respond(this.authFailure, { message: 'Unauthenticated.' });
    const url = new URL(path, 'http://test');
    const limit = Number(url.searchParams.get('limit') ?? '1000');
    if (url.pathname === '/api/sync') return this.feed(url.searchParams.get('cursor'), limit);
    if (url.pathname === '/api/sync/bootstrap') {
      return this.bootstrapPage(url.searchParams.get('cursor'), url.searchParams.get('after'), limit);
    }
    return respond(404, { message: 'Not found' });
  }

  async send(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<SyncResponse> {
    await Promise.resolve();
    this.requests.push({ method, path, body, headers });
    const failure = this.sendFailures.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (typeof failure === 'number')
      return respond(failure, { message: 'Server Error' }, this.retryHeaders());
    if (this.authFailure) return respond(this.authFailure, { message: 'Unauthenticated.' });

    const key = headers[IDEMPOTENCY_KEY_HEADER];
    const request = JSON.stringify({ method, path, body });
    const stored = key ? this.idempotency.get(key) : undefined;
    let response: SyncResponse;
    if (stored) {
      response =
        stored.request === request
          ? stored.response
          : respond(422, { message: 'The idempotency key was used for another request.' });
    } else {
      response = this.write(method, path, body);
      if (key && response.status < 300) this.idempotency.set(key, { request, response });
    }
    if (failure === 'lostResponse') throw new TypeError('Failed to fetch');
    return response;
  }

  private retryHeaders(): Record<string, string> {
    return this.retryAfterSeconds === null ? {} : { 'Retry-After': String(this.retryAfterSeconds) };
  }

  private write(method: string, path: string, body: unknown): SyncResponse {
    const message = this.validate(method, path, body);
    if (message) return respond(422, { message, errors: { email: [message] } });
    const [, api, entity, id] = path.split('/') as [string, string, SyncEntity, string | undefined];
    if (api !== 'api') return respond(404, { message: 'Not found' });
    if (method === 'POST') {
      const data = body as Data;
      this.put(entity, String(data.id), data);
    } else if (method === 'PUT' && id !== undefined) {
      const existing = this.data(entity, id);
      if (!existing) return respond(404, { message: 'Not found' });
      this.put(entity, id, { ...existing, ...(body as Data) });
    } else if (method === 'DELETE' && id !== undefined) {
      if (!this.data(entity, id)) return respond(404, { message: 'Not found' });
      this.delete(entity, id);
    } else {
      return respond(405, { message: 'Method not allowed' });
    }
    this.effects += 1;
    return respond(method === 'POST' ? 201 : 200, { ok: true }, { [SYNC_CURSOR_HEADER]: this.cursor() });
  }

  private record(entity: SyncEntity, id: string): void {
    this.version += 1;
    this.log.push({ version: this.version, entity, id });
  }

  private feed(cursor: string | null, limit: number): SyncResponse {
    const match = /^e(\d+)\.(\d+)$/.exec(cursor ?? '');
    if (!match || Number(match[1]) !== this.epoch || Number(match[2]) < this.floor) {
      return respond(200, { reset: true });
    }
    const since = Number(match[2]);
    const latest = new Map<string, LoggedChange>();
    for (const change of this.log) {
      if (change.version <= since) continue;
      const key = keyOf(change.entity, change.id);
      latest.delete(key);
      latest.set(key, change);
    }
    const ordered = [...latest.values()].sort((a, b) => a.version - b.version);
    const page = ordered.slice(0, limit);
    const more = ordered.length > limit;
    const last = page.at(-1);
    const changes = page.map(({ entity, id }) => {
      const row = this.rows.get(keyOf(entity, id));
      return row ? { entity, id, op: 'put', data: row.data } : { entity, id, op: 'del', data: null };
    });
    const next = more && last ? `e${this.epoch}.${last.version}` : this.cursor();
    return respond(200, { changes, cursor: next, more });
  }

  private bootstrapPage(cursor: string | null, after: string | null, limit: number): SyncResponse {
    const size = Math.min(limit, this.bootstrapPageSize);
    const keys = [...this.rows.keys()].sort().filter((key) => after === null || key > after);
    const page = keys.slice(0, size);
    const rows = page.map((key) => {
      const row = this.rows.get(key);
      if (!row) throw new Error('unreachable');
      return { entity: row.entity, id: row.id, data: row.data };
    });
    const next = keys.length > size ? (page.at(-1) ?? null) : null;
    return respond(200, { cursor: cursor ?? this.cursor(), rows, next });
  }
}

function respond(status: number, body: unknown, headers: Record<string, string> = {}): SyncResponse {
  return { status, headers: new Headers(headers), body };
}
