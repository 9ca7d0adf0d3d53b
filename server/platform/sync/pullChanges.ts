/**
 * `GET /api/sync`: the changes after a cursor, for the caller's scopes.
 *
 * Everything is read in one REPEATABLE READ snapshot whose first statement reads the clock C.
 * Versions follow commit order (writeWithChanges.ts), so every change up to C is committed and in
 * the snapshot, and no later one is: the answer covers exactly (cursor, C] or, when paged, a
 * prefix of it that ends on a whole version. Rows of one version are never split over two pages.
 *
 * Changes are deduplicated by entity and id (an entity is delivered once, at its latest version
 * in the page), and what to deliver is decided now: each entity is loaded fresh through its
 * visibility rule for the caller, so it is a `put` with data when any of the caller's current
 * scopes sees it and a `del` otherwise (deleted, or out of sight), whatever ops the rows carried.
 *
 * A reset is answered when the cursor is missing or not one of ours, belongs to an older scope
 * epoch (roles or permissions changed), lies below the retention floor (changes after it may be
 * deleted), or lies ahead of the clock (a restored database): the client then bootstraps.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { SyncChange, SyncEntity, SyncPullResponse } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import { changes } from '../db/schema';
import { scopesOf, type SyncScope } from './scopes';
import { encodeCursor, parseCursor } from './syncCursor';
import type { SyncEntityRegistry } from './syncEntityDefinition';
import { openSyncSnapshot, type SyncViewer } from './syncViewer';

const RESET = { reset: true } as const;

const isRegistered = (entities: SyncEntityRegistry, value: string): value is SyncEntity =>
  Object.hasOwn(entities, value);

interface ChangeRef {
  version: number;
  entity: string;
  entityId: string;
}

export async function pullChanges(
  db: AppDb,
  entities: SyncEntityRegistry,
  userId: number,
  cursor: string | undefined,
  limit: number,
): Promise<SyncPullResponse> {
  return db.transaction(
    async (tx) => {
      const { clock, floor, viewer } = await openSyncSnapshot(tx, userId);
      const position = parseCursor(cursor);
      if (!viewer || !position || position.epoch !== viewer.epoch || position.version > clock) return RESET;
      if (position.version < floor) return RESET;

      const page = await readPage(tx, scopesOf(viewer), position.version, clock, limit);
      return {
        changes: await resolve(tx, entities, viewer, page.refs),
        cursor: encodeCursor({ epoch: viewer.epoch, version: page.upTo }),
        more: page.more,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readPage(
  db: AppDb,
  scopes: SyncScope[],
  after: number,
  clock: number,
  limit: number,
): Promise<{ refs: ChangeRef[]; upTo: number; more: boolean }> {
  const columns = { version: changes.version, entity: changes.entity, entityId: changes.entityId };
  const inScope = inArray(changes.scope, scopes);
  const rows = await db
    .select(columns)
    .from(changes)
    .where(and(inScope, gt(changes.version, after), lte(changes.version, clock)))
    .orderBy(changes.version, changes.entity, changes.entityId)
    .limit(limit + 1);
  const boundary = rows[limit]?.version;
  if (boundary === undefined) return { refs: rows, upTo: clock, more: false };

  // The page ends before the version it would cut, unless that version alone fills it.
  let refs = rows.filter((row) => row.version < boundary);
  if (refs.length === 0) {
    refs = await db
      .select(columns)
      .from(changes)
      .where(and(inScope, eq(changes.version, boundary)))
      .orderBy(changes.entity, changes.entityId);
  }
  return { refs, upTo: refs[refs.length - 1]?.version ?? boundary, more: true };
}

async function resolve(
  db: AppDb,
  entities: SyncEntityRegistry,
  viewer: SyncViewer,
  refs: ChangeRef[],
): Promise<SyncChange[]> {
  const latest = new Map<string, { entity: SyncEntity; id: string; version: number }>();
  for (const ref of refs) {
    if (!isRegistered(entities, ref.entity)) continue;
    const key = `${ref.entity}\u0000${ref.entityId}`;
    const seen = latest.get(key);
    if (!seen || seen.version < ref.version) {
      latest.set(key, { entity: ref.entity, id: ref.entityId, version: ref.version });
    }
  }
  const idsByEntity = new Map<SyncEntity, string[]>();
  for (const { entity, id } of latest.values())
    idsByEntity.set(entity, [...(idsByEntity.get(entity) ?? []), id]);
  const loaded = new Map<SyncEntity, Map<string, Record<string, unknown>>>();
  for (const [entity, ids] of idsByEntity) {
    loaded.set(entity, await entities[entity].load(db, ids, viewer));
  }
  return [...latest.values()]
    .sort((a, b) => a.version - b.version)
    .map(({ entity, id }): SyncChange => {
      const data = loaded.get(entity)?.get(id);
      return data ? { entity, id, op: 'put', data } : { entity, id, op: 'del', data: null };
    });
}
