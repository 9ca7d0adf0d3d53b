/**
 * Who is syncing: the user's id, uuid, scope epoch, roles and permissions, read inside the pull's or the
 * bootstrap's own transaction. Reading them in the same snapshot as the changes matters: a scope
 * change commits the new permissions and the bumped epoch together, so a pull sees either the old
 * permissions with the old epoch or the new ones with the new epoch, never a mix.
 *
 * The snapshot's first statement reads the clock, the retention floor and the viewer together
 * (openSyncSnapshot): one round trip instead of five, as the pull runs for every hint (docs/benchmarks.md,
 * bench:api).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { syncClock, users } from '../db/schema';
import { ALL_SCOPE } from './scopes';

export interface SyncViewer {
  id: number;
  uuid: string;
  epoch: number;
  permissions: ReadonlySet<string>;
  /** Role ids: messages addressed to a role reach its members through `role:<id>` (scopes.ts). */
  roleIds: ReadonlySet<number>;
}

export interface SyncSnapshotStart {
  /** The last committed version (syncClock.ts: readClock). */
  clock: number;
  /** The highest version the retention job has deleted (0 before the first deletion). */
  floor: number;
  /** Null when the user no longer exists. */
  viewer: SyncViewer | null;
}

// Written out with aliases, as in authenticatedUser.ts: "users"."id" names the joined user.
const floorVersion = sql<number | string | null>`(select f.version from sync_floor f where f.id = 1)`;

const permissionNames = sql<string[] | null>`(select array_agg(distinct p.name) from user_roles ur
  inner join role_permissions rp on rp.role_id = ur.role_id
  inner join permissions p on p.id = rp.permission_id
  where ur.user_id = "users"."id")`;

const roleIds = sql<number[] | null>`(select array_agg(ur.role_id) from user_roles ur
  where ur.user_id = "users"."id")`;

/** The clock, the floor and the viewer, beside `users` joined on the viewer's id (the pull adds its page). */
export const snapshotStartColumns = {
  clock: syncClock.v,
  floor: floorVersion,
  id: users.id,
  uuid: users.uuid,
  epoch: users.syncEpoch,
  permissionNames,
  roleIds,
};

/**
 * The viewer's scopes (scopes.ts: scopesOf) as an SQL array, for a page read in the same statement
 * as the viewer (pullChanges.ts); syncViewer.test.ts checks that both agree for every demo user.
 */
export const viewerScopesSql = sql`(array['user:' || "users"."uuid", ${sql.raw(`'${ALL_SCOPE}'`)}]
  || array(select 'perm:' || name from unnest(${permissionNames}) name)
  || array(select 'role:' || id from unnest(${roleIds}) id))`;

interface SnapshotStartRow {
  clock: number;
  floor: number | string | null;
  id: number | null;
  uuid: string | null;
  epoch: number | null;
  permissionNames: string[] | null;
  roleIds: number[] | null;
}

export function toSnapshotStart(row: SnapshotStartRow | undefined): SyncSnapshotStart {
  if (!row) throw new Error('sync_clock has no row: the migrations did not run');
  const { clock, floor, id, uuid, epoch } = row;
  const viewer =
    id === null || uuid === null || epoch === null
      ? null
      : {
          id,
          uuid,
          epoch,
          permissions: new Set(row.permissionNames ?? []),
          roleIds: new Set((row.roleIds ?? []).map(Number)),
        };
  return { clock: Number(clock), floor: floor === null ? 0 : Number(floor), viewer };
}

const openingStatement = (db: AppDb) =>
  preparedOnce(db, 'sync_snapshot_start', (name) =>
    db
      .select(snapshotStartColumns)
      .from(syncClock)
      .leftJoin(users, eq(users.id, sql.placeholder('userId')))
      .where(eq(syncClock.id, 1))
      .prepare(name),
  );

/**
 * The clock, the floor and the viewer in the transaction's first statement, so all three come from
 * the snapshot that statement takes (REPEATABLE READ: the rest of the transaction reads the same).
 * A prepared statement (preparedOnce), as every bootstrap page opens with it.
 */
export async function openSyncSnapshot(db: AppDb, userId: number): Promise<SyncSnapshotStart> {
  const [row] = await openingStatement(db).execute({ userId });
  return toSnapshotStart(row);
}
