/**
 * Answering a repeated Idempotency-Key with the stored response: its status, body and content
 * type, plus `Idempotent-Replayed: true`. The X-Sync-Cursor is rebuilt from the stored version
 * with the caller's current scope epoch (or is the current cursor when the write emitted nothing):
 * the effect is visible at it, and a cursor of an epoch gone stale would only cause a reset.
 */
import type { FastifyReply } from 'fastify';
import { SYNC_CURSOR_HEADER } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import type { IdempotencyKeyRow } from '../db/schema';
import { readClock } from '../sync/syncClock';
import { encodeCursor } from '../sync/syncCursor';

export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export async function storedResponseOf(
  db: AppDb,
  row: IdempotencyKeyRow,
  epoch: number,
): Promise<StoredResponse> {
  const version = row.version ?? (await readClock(db));
  return {
    status: row.status ?? 200,
    headers: {
      ...row.headers,
      [SYNC_CURSOR_HEADER]: encodeCursor({ epoch, version }),
      [REPLAYED_HEADER]: 'true',
    },
    body: row.body,
  };
}

export function sendStoredResponse(reply: FastifyReply, response: StoredResponse): FastifyReply {
  reply.code(response.status).headers(response.headers);
  return response.body === null ? reply.send() : reply.send(response.body);
}

/**
 * Thrown inside a write transaction that finds its key already stored by a concurrent duplicate
 * (which committed first): the transaction rolls back and the error handler sends the response.
 */
export class StoredResponseReplay extends Error {
  constructor(readonly response: StoredResponse) {
    super('Idempotent replay');
    this.name = 'StoredResponseReplay';
  }
}
