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
import { and, eq, sql } from 'drizzle-orm';
import type { SyncChange, SyncEntity, SyncPullResponse } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { changes, syncClock, users } from '../db/schema';
import { scopesOf, type SyncScope } from './scopes';
import { encodeCursor, parseCursor } from './syncCursor';
import type { SyncEntityRegistry } from './syncEntityDefinition';
import {
  snapshotStartColumns,
  toSnapshotStart,
  viewerScopesSql,
  type SyncSnapshotStart,
  type SyncViewer,
} from './syncViewer';

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
      const position = parseCursor(cursor);
      if (!position) return RESET;
      const { clock, floor, viewer, rows } = await openPull(tx, userId, position.version, limit);
      if (!viewer || position.epoch !== viewer.epoch || position.version > clock) return RESET;
      if (position.version < floor) return RESET;

      const page = await cutPage(tx, scopesOf(viewer), rows, clock, limit);
      return {
        changes: await resolve(tx, entities, viewer, page.refs),
        cursor: encodeCursor({ epoch: viewer.epoch, version: page.upTo }),
        more: page.more,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const pageColumns = { version: changes.version, entity: changes.entity, entityId: changes.entityId };

/**
 * The pull's first statement: the clock, the floor and the viewer (syncViewer.ts) and, in the same
 * snapshot, the first `limit` changes after the cursor up to the clock in the viewer's scopes
 * (computed in SQL from the roles and permissions it reads): one round trip where a statement for
 * the viewer and one for the page were two. The page comes as one JSON array of [version, entity,
 * id], so the statement stays one row and the viewer's subqueries run once. Prepared, as every pull
 * runs it.
 */
const pageOfChanges = sql<[number, string, string][] | null>`(select json_agg(
    json_build_array(c.version, c.entity, c.entity_id) order by c.version, c.entity, c.entity_id)
  from (select ${changes.version}, ${changes.entity}, ${changes.entityId} from ${changes}
    where ${changes.scope} = any(${viewerScopesSql})
      and ${changes.version} > ${sql.placeholder('after')} and ${changes.version} <= ${syncClock.v}
    order by ${changes.version}, ${changes.entity}, ${changes.entityId}
    limit ${sql.placeholder('limit')}) c)`;

const openingStatement = (db: AppDb) =>
  preparedOnce(db, 'sync_pull_start', (name) =>
    db
      .select({ ...snapshotStartColumns, page: pageOfChanges })
      .from(syncClock)
      .leftJoin(users, eq(users.id, sql.placeholder('userId')))
      .where(eq(syncClock.id, 1))
      .prepare(name),
  );

async function openPull(
  db: AppDb,
  userId: number,
  after: number,
  limit: number,
): Promise<SyncSnapshotStart & { rows: ChangeRef[] }> {
  const [found] = await openingStatement(db).execute({ userId, after, limit: limit + 1 });
  const rows = (found?.page ?? []).map(([version, entity, entityId]) => ({
    version: Number(version),
    entity,
    entityId,
  }));
  return { ...toSnapshotStart(found), rows };
}

/** Every change of one version in the scopes (a version larger than a page). */
const versionStatement = (db: AppDb) =>
  preparedOnce(db, 'sync_page_version', (name) =>
    db
      .select(pageColumns)
      .from(changes)
      .where(
        and(
          sql`${changes.scope} = any(${sql.placeholder('scopes')})`,
          eq(changes.version, sql.placeholder('version')),
        ),
      )
      .orderBy(changes.entity, changes.entityId)
      .prepare(name),
  );

/** The page of up to `limit` + 1 rows read: it ends on a whole version (module comment). */
async function cutPage(
  db: AppDb,
  scopes: SyncScope[],
  rows: ChangeRef[],
  clock: number,
  limit: number,
): Promise<{ refs: ChangeRef[]; upTo: number; more: boolean }> {
  const boundary = rows[limit]?.version;
  if (boundary === undefined) return { refs: rows, upTo: clock, more: false };

  // The page ends before the version it would cut, unless that version alone fills it.
  let refs = rows.filter((row) => row.version < boundary);
  if (refs.length === 0) refs = await versionStatement(db).execute({ scopes, version: boundary });
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
