/**
 * An entity keyed in the feed by its uuid rather than its serial id. Entities a client may create
 * offline (report demands, interpretation requests) need this: the outbox writes the optimistic
 * row under a uuid it made itself, and the server's row must land on the same key, or the mirror
 * would show the entity twice.
 */
import { gt, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import type { SyncViewer } from './syncViewer';
import type { SyncEntityDefinition, SyncRow } from './syncEntityDefinition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which rows a query reads: given uuids (pull), or a page after a uuid (bootstrap). */
export type UuidFilter = { uuids: string[] } | { afterUuid: string | null; limit: number };

export const uuidCondition = (column: AnyColumn, filter: UuidFilter): SQL | undefined => {
  if ('uuids' in filter) return inArray(column, filter.uuids);
  return filter.afterUuid === null ? undefined : gt(column, filter.afterUuid);
};

export const uuidLimitOf = (filter: UuidFilter): number =>
  'uuids' in filter ? filter.uuids.length : filter.limit;

/** An entity whose rows one query reads, already filtered by visibility, ordered by uuid. */
export function uuidKeyedEntity(
  query: (db: AppDb, viewer: SyncViewer, filter: UuidFilter) => Promise<SyncRow[]>,
): SyncEntityDefinition {
  return {
    async load(db, ids, viewer) {
      const uuids = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
      if (uuids.length === 0) return new Map();
      const rows = await query(db, viewer, { uuids });
      return new Map(rows.map((row) => [row.id, row.data]));
    },
    snapshot(db, viewer, after, limit) {
      const afterUuid = after !== null && UUID.test(after) ? after.toLowerCase() : null;
      return query(db, viewer, { afterUuid, limit });
    },
  };
}
