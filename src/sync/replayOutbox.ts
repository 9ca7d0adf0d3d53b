import Dexie from 'dexie';
import { apiErrorSchema } from '../contract/apiError';
import { IDEMPOTENCY_KEY_HEADER, SYNC_CURSOR_HEADER } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { OutboxState } from '../db/outboxState';
import type { OutboxError, OutboxRow } from '../db/rows';
import { retryAfterMs } from './backoff';
import { settle } from './mirror';
import { pull, type PullOptions, type PullResult } from './pull';
import { isAuthStatus, type SyncApi, type SyncResponse } from './SyncApi';

/**
 * Replays the outbox (design brief 'The sync protocol', steps 2 and 4): one row at a time in `seq`
 * order, each with its Idempotency-Key, so a row whose answer was lost is sent again and the server
 * answers with the stored response instead of acting twice.
 *
 * When is a row done? The server answers a write with the cursor (`X-Sync-Cursor`) at which its
 * effect is visible, and the row may go only when the local cursor has reached it. Cursors are
 * opaque and cannot be compared, so the rule used is: a row accepted by the server becomes `sent`
 * (its cursor kept in `confirmAt`), and it is removed after the next pull that *began after* it
 * was accepted has completed. That pull started after the write committed, so the server's feed
 * brought the effect and the local cursor is at or past the response's cursor. Until then the
 * row keeps its entity's pulled data held back, so the optimistic row never flickers back to the
 * old server version.
 */

export const ReplayOutcome = {
  /** Nothing left to send (rejected rows wait for the user). */
  drained: 'drained',
  /** Network error, 5xx, 408 or 429: the row stays pending; try again after a backoff. */
  retry: 'retry',
  /** 401 or 419: the row stays pending; wait for the same user to sign in again. */
  paused: 'paused',
} as const;
export type ReplayOutcome = (typeof ReplayOutcome)[keyof typeof ReplayOutcome];

export type ReplayResult =
  | { outcome: typeof ReplayOutcome.drained; sent: number; rejected: number }
  | {
      outcome: typeof ReplayOutcome.retry;
      sent: number;
      rejected: number;
      /** The HTTP status, or null for a network failure. */
      status: number | null;
      /** Retry-After as the server asked, when it did. */
      retryAfterMs: number | null;
    }
  | { outcome: typeof ReplayOutcome.paused; sent: number; rejected: number; status: number };

export interface ReplayOptions extends PullOptions {
  /** The XSRF-TOKEN cookie's value, which a worker cannot read itself; sent as X-XSRF-TOKEN. */
  getXsrfToken: () => string | null;
  /**
   * The id of this worker's real-time socket, sent as X-Socket-Id: the server leaves that socket
   * out of the broadcasts the write causes (the engine pulls after a write anyway).
   */
  getSocketId?: () => string | undefined;
  /** The body to send for a stored one (the vault opens sealed bodies, src/vault/sealedBodies.ts). */
  openBody?: (row: OutboxRow) => Promise<unknown>;
}

const pendingRange = () =>
  [
    [OutboxState.pending, Dexie.minKey],
    [OutboxState.pending, Dexie.maxKey],
  ] as const;

export async function replayOutbox(
  db: KundencenterDb,
  api: SyncApi,
  options: ReplayOptions,
): Promise<ReplayResult> {
  const now = options.now ?? Date.now;
  let sent = 0;
  let rejected = 0;
  for (;;) {
    const row = await claimNext(db);
    if (!row) break;
    let response: SyncResponse;
    try {
      const body = options.openBody ? await options.openBody(row) : row.body;
      response = await api.send(
        row.method,
        row.path,
        body,
        requestHeaders(row, options.getXsrfToken(), options.getSocketId?.()),
      );
    } catch {
      await release(db, row.seq);
      return { outcome: ReplayOutcome.retry, sent, rejected, status: null, retryAfterMs: null };
    }
    const { status } = response;
    if (status >= 200 && status < 300) {
      await db.outbox.update(row.seq, {
        state: OutboxState.sent,
        confirmAt: response.headers.get(SYNC_CURSOR_HEADER) ?? undefined,
      });
      sent += 1;
    } else if (isAuthStatus(status)) {
      await release(db, row.seq);
      return { outcome: ReplayOutcome.paused, sent, rejected, status };
    } else if (isTransient(status)) {
      await release(db, row.seq);
      return {
        outcome: ReplayOutcome.retry,
        sent,
        rejected,
        status,
        retryAfterMs: retryAfterMs(response, now()),
      };
    } else {
      await reject(db, row, errorOf(response));
      rejected += 1;
    }
  }
  const unconfirmed = await db.outbox
    .where('[state+seq]')
    .between([OutboxState.sent, Dexie.minKey], [OutboxState.sent, Dexie.maxKey])
    .count();
  // A rejection restored the held server version; the pull brings anything newer.
  if (unconfirmed > 0 || rejected > 0) await pullAndConfirm(db, api, options);
  return { outcome: ReplayOutcome.drained, sent, rejected };
}

/**
 * A pull that also confirms the rows accepted before it began: they are removed and their
 * entities, if no other row holds them, show the server's version.
 */
export async function pullAndConfirm(
  db: KundencenterDb,
  api: SyncApi,
  options: PullOptions = {},
): Promise<PullResult> {
  const accepted = await db.outbox
    .where('[state+seq]')
    .between([OutboxState.sent, Dexie.minKey], [OutboxState.sent, Dexie.maxKey])
    .primaryKeys();
  const result = await pull(db, api, options);
  if (accepted.length > 0) {
    await db.transaction('rw', db.syncTables(), async () => {
      const rows = await db.outbox.bulkGet(accepted);
      await db.outbox.bulkDelete(accepted);
      for (const row of rows) {
        if (row?.entity !== undefined && row.entityId !== undefined)
          await settle(db, row.entity, row.entityId);
      }
    });
  }
  return result;
}

/** After a crash or a closed tab: rows left on the wire go back to pending (their key makes a resend safe). */
export async function recoverInterrupted(db: KundencenterDb): Promise<void> {
  await db.outbox
    .where('[state+seq]')
    .between([OutboxState.sending, Dexie.minKey], [OutboxState.sending, Dexie.maxKey])
    .modify({ state: OutboxState.pending });
}

function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

function requestHeaders(
  row: OutboxRow,
  xsrfToken: string | null,
  socketId: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: row.id };
  // Fastify refuses an empty body declared as JSON: the type goes only with a body.
  if (row.body !== undefined) headers['Content-Type'] = 'application/json';
  if (xsrfToken) headers['X-XSRF-TOKEN'] = xsrfToken;
  if (socketId) headers['X-Socket-Id'] = socketId;
  return headers;
}

async function claimNext(db: KundencenterDb): Promise<OutboxRow | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const [from, to] = pendingRange();
    const row = await db.outbox.where('[state+seq]').between(from, to).first();
    if (!row) return undefined;
    const claimed = { ...row, state: OutboxState.sending, attempts: row.attempts + 1 };
    await db.outbox.put(claimed);
    return claimed;
  });
}

async function release(db: KundencenterDb, seq: number): Promise<void> {
  await db.outbox
    .where('seq')
    .equals(seq)
    .and((row) => row.state === OutboxState.sending)
    .modify({ state: OutboxState.pending });
}

async function reject(db: KundencenterDb, row: OutboxRow, error: OutboxError): Promise<void> {
  await db.transaction('rw', db.syncTables(), async () => {
    await db.outbox.update(row.seq, { state: OutboxState.rejected, error });
    if (row.entity !== undefined && row.entityId !== undefined) await settle(db, row.entity, row.entityId);
  });
}

function errorOf(response: SyncResponse): OutboxError {
  const parsed = apiErrorSchema.safeParse(response.body);
  if (!parsed.success) return { status: response.status, message: `HTTP ${response.status}` };
  const error: OutboxError = { status: response.status, message: parsed.data.message };
  if (parsed.data.errors) error.errors = parsed.data.errors;
  return error;
}
