/**
 * The Idempotency-Key of one request (`request.idempotency`, null without a key), and how a write
 * transaction stores the response with its effects:
 *
 *   await writeWithChanges(db, async (tx, emit) => {
 *     ...the write...
 *     await request.idempotency?.record(tx, 201, body);
 *   }, { request });
 *
 * Given the request, writeWithChanges first claims the key: it inserts the key's row in the
 * transaction, so a concurrent duplicate (another instance, or this one past its wait) blocks on
 * the primary key until this transaction ends, then finds the stored response and answers it
 * (StoredResponseReplay) instead of writing twice. `record` fills in the response; a claim the
 * route never recorded is removed again before commit, and the response is then stored after the
 * fact by the generic hook (idempotencyHooks.ts), like that of every route that does not record.
 */
import { and, eq } from 'drizzle-orm';
import type { AppTx } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { fieldError } from '../http/httpErrors';
import type { WriteParticipant } from '../sync/writeWithChanges';
import { StoredResponseReplay, storedResponseOf } from './storedResponse';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type State = 'open' | 'claimed' | 'recorded' | 'stored';

export interface IdempotentRequest {
  userId: number;
  /** The caller's scope epoch, for the X-Sync-Cursor of a replay. */
  epoch: number;
  method: string;
  path: string;
  requestHash: string;
}

export const keyReused = () => fieldError('Idempotency-Key', 'idempotency.keyReused');

export class RequestIdempotency implements WriteParticipant {
  private state: State = 'open';
  private stateBeforeTransaction: State = 'open';
  /** Set when this request was answered with a stored response. */
  replayed = false;

  constructor(
    readonly key: string,
    readonly request: IdempotentRequest,
  ) {}

  /** The response is stored, or will be when the running transaction commits. */
  get isRecorded(): boolean {
    return this.state === 'recorded' || this.state === 'stored';
  }

  async claim(tx: AppTx): Promise<void> {
    this.stateBeforeTransaction = this.state;
    if (this.state !== 'open') return;
    if (await this.insert(tx, { status: null })) this.state = 'claimed';
    else await this.replayStored(tx);
  }

  /** Stores the response in the write's transaction; `body` is sent as JSON. */
  async record(tx: AppTx, status: number, body?: unknown): Promise<void> {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': JSON_CONTENT_TYPE };
    const response = {
      status,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    };
    if (this.state === 'claimed') {
      await tx.update(idempotencyKeys).set(response).where(this.row());
    } else if (this.state === 'open') {
      if (!(await this.insert(tx, response))) {
        await this.replayStored(tx);
        return;
      }
    } else {
      return;
    }
    this.state = 'recorded';
  }

  async settle(tx: AppTx): Promise<{ userId: number; key: string } | null> {
    if (this.state === 'claimed') {
      await tx.delete(idempotencyKeys).where(this.row());
      this.state = 'open';
      return null;
    }
    if (this.state !== 'recorded') return null;
    this.state = 'stored';
    return { userId: this.request.userId, key: this.key };
  }

  rollback(): void {
    this.state = this.stateBeforeTransaction;
  }

  private row() {
    return and(eq(idempotencyKeys.userId, this.request.userId), eq(idempotencyKeys.key, this.key));
  }

  /** False when the key is taken; waits for a concurrent holder's transaction to end first. */
  private async insert(
    tx: AppTx,
    response: { status: number | null; headers?: Record<string, string>; body?: string | null },
  ): Promise<boolean> {
    const { userId, method, path, requestHash } = this.request;
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId, key: this.key, method, path, requestHash, ...response })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  /** Throws the replay of the stored response; returns only when the row vanished meanwhile. */
  private async replayStored(tx: AppTx): Promise<void> {
    const [row] = await tx.select().from(idempotencyKeys).where(this.row());
    if (!row) return;
    if (row.requestHash !== this.request.requestHash) throw keyReused();
    this.replayed = true;
    throw new StoredResponseReplay(await storedResponseOf(tx, row, this.request.epoch));
  }
}
