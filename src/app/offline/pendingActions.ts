import Dexie from 'dexie';
import type { SyncEntity } from '../../contract/sync';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { OutboxState } from '../../db/outboxState';
import type { OutboxRow } from '../../db/rows';

/**
 * Which rows of a list still wait for their queued actions (issue 11: a question asked offline
 * looked sent). Read from the outbox, the one place that knows: an entity is pending while one of
 * its rows waits or is on the wire. A row the server accepted (`sent`) is no longer pending, even
 * before the pull that confirms it; a refused one is shown in the 'Nicht gesendet' panel instead.
 */
const WAITING: readonly OutboxState[] = [OutboxState.pending, OutboxState.sending];

export interface PendingActions {
  /** Entity id -> the request paths of its waiting actions, oldest first. */
  readonly byEntity: ReadonlyMap<string, readonly string[]>;
}

export const NO_PENDING_ACTIONS: PendingActions = { byEntity: new Map() };

export function pendingActionsOf(rows: readonly OutboxRow[], entity: SyncEntity): PendingActions {
  const byEntity = new Map<string, string[]>();
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (row.entity !== entity || row.entityId === undefined || !WAITING.includes(row.state)) continue;
    const paths = byEntity.get(row.entityId) ?? [];
    paths.push(row.path);
    byEntity.set(row.entityId, paths);
  }
  return { byEntity };
}

/** The outbox rows of one entity kind, read by their index, as pending actions. */
export async function readPendingActions(db: KundencenterDb, entity: SyncEntity): Promise<PendingActions> {
  const rows = await db.outbox
    .where('[entity+entityId]')
    .between([entity, Dexie.minKey], [entity, Dexie.maxKey])
    .toArray();
  return pendingActionsOf(rows, entity);
}

export const hasPendingActions = (pending: PendingActions, entityId: string): boolean =>
  pending.byEntity.has(entityId);

/** Whether a waiting action of the entity addresses `part` (a sub-item's id) in its path. */
export const hasPendingPath = (pending: PendingActions, entityId: string, part: string): boolean =>
  (pending.byEntity.get(entityId) ?? []).some((path) => path.split('/').includes(encodeURIComponent(part)));

/**
 * An entry of a row's thread (a ticket's answer, a demand's message) still waiting to be sent: its
 * row has a waiting action, and the entry is new (the server's numeric id comes with the pull;
 * until then it is 0) or a waiting edit names its uuid in its path.
 */
export const isEntryPending = (
  pending: PendingActions,
  rowId: string,
  entry: { id: number; uuid: string },
): boolean =>
  hasPendingActions(pending, rowId) && (entry.id === 0 || hasPendingPath(pending, rowId, entry.uuid));
