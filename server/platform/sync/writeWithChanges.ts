/**
 * The one way a feature writes a mirrored entity: its writes and their change rows commit in one
 * transaction, and the write declares who sees the entity in one line:
 *
 *   const { result, version } = await writeWithChanges(db, async (tx, emit) => {
 *     const row = await insertSomething(tx);
 *     emit(SyncEntity.newsletterRecipient, row.id, [userScope(owner.uuid)]);
 *     return row;
 *   });
 *
 * `emit.del(...)` tells scopes that lose sight of an entity (deleted, moved out of their view).
 * Which op a pull finally delivers is decided at pull time by the entity's visibility rule; the
 * rows here say which scopes must look again.
 *
 * The version comes from the single sync_clock row, `UPDATE sync_clock SET v = v + 1`, in the
 * last statement before commit (one statement that also inserts the change rows). The row lock is
 * held until commit, so the next writer gets its version only after this one committed: versions
 * follow commit order, and a reader that sees version N committed sees every version below N too.
 * A bigserial would not do: a number taken at insert can be passed by a later commit.
 *
 * Routes that store their response for the Idempotency-Key with the effects pass the HTTP
 * `request`: its key is then claimed as the first statement of the transaction (see
 * server/platform/idempotency/requestIdempotency.ts), and its X-Sync-Cursor names this write's version
 * (other writes answer the current cursor, which is at or past theirs). Called with a
 * transaction, it nests as a savepoint of it.
 *
 * After the commit of a top-level transaction it reports the version, the scopes and the domain
 * events (`emit.event(...)`, spec §7 'Real-time') to committedChanges.ts, from which the real-time
 * server sends its sync hints and the events, each carrying the cursor of this write. A domain
 * event always accompanies a change of data: an event of a write that emitted no change is not
 * sent. The request's X-Socket-Id (Echo's own socket) is left out of both.
 */
import { sql } from 'drizzle-orm';
import type { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ChangeOp } from '../db/schema';
import { socketIdOf } from '../realtime/socketIdOf';
import { changesCommitted, type DomainEvent } from './committedChanges';
import type { SyncScope } from './scopes';

export interface Emit {
  /** The entity was created or changed: each of `scopes` sees it. */
  (entity: SyncEntity, id: string | number, scopes: readonly SyncScope[]): void;
  /** Each of `scopes` loses sight of the entity (it was deleted, or moved out of their view). */
  del(entity: SyncEntity, id: string | number, scopes: readonly SyncScope[]): void;
  /**
   * Like a put, but without a sync hint for these scopes: the change waits for the scopes' next pull.
   * For changes too frequent and too unimportant to make every device pull at once (the staff's
   * daily statistics: every sign-in would wake every online device through the public hint).
   */
  quiet(entity: SyncEntity, id: string | number, scopes: readonly SyncScope[]): void;
  /** A domain event to broadcast after the commit (TicketUpdated, a notification, ...). */
  event(event: DomainEvent): void;
}

/** What a write transaction does for the request it serves; server/platform/idempotency implements it. */
export interface WriteParticipant {
  /** First statement of the transaction: claims the request's Idempotency-Key (or throws a replay). */
  claim(tx: AppTx): Promise<void>;
  /** Before the clock: the stored key of this transaction, if a response was recorded in it. */
  settle(tx: AppTx): Promise<{ userId: number; key: string } | null>;
  /** The transaction failed: whatever was claimed or recorded in it is gone. */
  rollback(): void;
}

export interface WriteOptions {
  request?: {
    idempotency: WriteParticipant | null;
    syncVersion: number | null;
    headers?: Record<string, string | string[] | undefined>;
  };
}

export interface WriteOutcome<T> {
  result: T;
  /** The version of the change rows, or null when the write emitted nothing. */
  version: number | null;
}

interface PendingChange {
  scope: SyncScope;
  entity: SyncEntity;
  entity_id: string;
  op: ChangeOp;
  /** Not hinted after the commit (emit.quiet). */
  quiet: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The highest change version a write of this request committed (X-Sync-Cursor). */
    syncVersion: number | null;
  }
}

export async function writeWithChanges<T>(
  db: AppDb,
  write: (tx: AppTx, emit: Emit) => Promise<T>,
  { request }: WriteOptions = {},
): Promise<WriteOutcome<T>> {
  const participant = request?.idempotency ?? undefined;
  let outcome: WriteOutcome<T>;
  let scopes: Set<SyncScope> | undefined;
  const events: DomainEvent[] = [];
  try {
    outcome = await db.transaction(async (tx) => {
      await participant?.claim(tx);
      // Keyed by scope, entity and id: within one write the last emit for a scope wins.
      const pending = new Map<string, PendingChange>();
      const add =
        (op: ChangeOp, quiet = false) =>
        (entity: SyncEntity, id: string | number, scopes: readonly SyncScope[]) => {
          for (const scope of scopes) {
            pending.set(`${scope}\u0000${entity}\u0000${id}`, {
              scope,
              entity,
              entity_id: String(id),
              op,
              quiet,
            });
          }
        };
      const emit: Emit = Object.assign(add('put'), {
        del: add('del'),
        quiet: add('put', true),
        event: (event: DomainEvent) => void events.push(event),
      });
      const result = await write(tx, emit);
      const stored = (await participant?.settle(tx)) ?? null;
      const version = pending.size > 0 ? await tick(tx, [...pending.values()], stored) : null;
      scopes = new Set([...pending.values()].filter((change) => !change.quiet).map((change) => change.scope));
      return { result, version };
    });
  } catch (error) {
    participant?.rollback();
    throw error;
  }
  if (request && outcome.version !== null) {
    request.syncVersion = Math.max(request.syncVersion ?? 0, outcome.version);
  }
  if (outcome.version !== null && scopes) {
    const exceptSocketId = request?.headers ? socketIdOf({ headers: request.headers }) : undefined;
    changesCommitted(db, { version: outcome.version, scopes, events, exceptSocketId });
  }
  return outcome;
}

/**
 * Takes the next version and writes the change rows (and the version of a stored idempotent
 * response) in one statement, the last of the transaction.
 */
async function tick(
  tx: AppTx,
  changes: PendingChange[],
  stored: { userId: number; key: string } | null,
): Promise<number> {
  const storeVersion = stored
    ? sql`, stored AS (
        UPDATE idempotency_keys SET version = clock.v FROM clock
        WHERE user_id = ${stored.userId} AND key = ${stored.key})`
    : sql``;
  const [row] = await queryRows<{ v: string | number }>(
    tx,
    sql`WITH clock AS (UPDATE sync_clock SET v = v + 1 WHERE id = 1 RETURNING v),
      feed AS (
        INSERT INTO changes (version, scope, entity, entity_id, op)
        SELECT clock.v, c.scope, c.entity, c.entity_id, c.op
        FROM clock CROSS JOIN jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
          AS c(scope text, entity text, entity_id text, op text))${storeVersion}
      SELECT v FROM clock`,
  );
  if (!row) throw new Error('sync_clock has no row: the migrations did not run');
  return Number(row.v);
}
