/**
 * `GET /api/sync/bootstrap`: everything the caller may see, in pages ordered by (entity, id).
 *
 * The first page (no cursor) reads the clock as the first statement of its REPEATABLE READ
 * snapshot and answers it as the cursor, so the cursor is taken before any row is read. Later
 * pages repeat that cursor and continue after the last key; each is read in its own snapshot.
 *
 * Why nothing falls between the snapshot and the feed: every write of a mirrored entity commits
 * a change row with a version above the cursor when it commits after the cursor was taken
 * (versions follow commit order). Whatever changes while the pages are read, or after, therefore
 * comes with the pull from the cursor: an entity created behind the keyset position arrives as a
 * put, one deleted after its page was read arrives as a del, and one read in its newer state by a
 * later page arrives once more with the same fresh data, which applies idempotently. The client
 * applies the snapshot only when the last page has arrived, then pulls from the cursor.
 */
import { SYNC_ENTITIES, type SyncBootstrapPage, type SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import { encodeCursor } from './syncCursor';
import type { SyncEntityRegistry } from './syncEntityDefinition';
import { openSyncSnapshot } from './syncViewer';

/** Where a page starts: after this id of this entity (the `after` key `entity:id`). */
export interface SnapshotKey {
  entity: SyncEntity;
  id: string;
}

export const formatSnapshotKey = ({ entity, id }: SnapshotKey): string => `${entity}:${id}`;

/** The bootstrap's order of entities is the contract's. */
const SNAPSHOT_ORDER: readonly SyncEntity[] = SYNC_ENTITIES;

export async function readBootstrapPage(
  db: AppDb,
  entities: SyncEntityRegistry,
  userId: number,
  { cursor, after, limit }: { cursor?: string; after?: SnapshotKey; limit: number },
): Promise<SyncBootstrapPage | null> {
  return db.transaction(
    async (tx) => {
      const { clock, viewer } = await openSyncSnapshot(tx, userId);
      if (!viewer) return null;
      const rows: SyncBootstrapPage['rows'] = [];
      let next: string | null = null;
      const first = after ? SNAPSHOT_ORDER.indexOf(after.entity) : 0;
      for (const entity of SNAPSHOT_ORDER.slice(first)) {
        const from = after && entity === after.entity ? after.id : null;
        const room = limit - rows.length;
        // One row more than fits tells whether the page is the last.
        const found = await entities[entity].snapshot(tx, viewer, from, room + 1);
        const taken = found.slice(0, room);
        rows.push(...taken.map((row) => ({ entity, ...row })));
        if (found.length > room) {
          const last = rows[rows.length - 1];
          next = last ? formatSnapshotKey(last) : null;
          break;
        }
      }
      return { cursor: cursor ?? encodeCursor({ epoch: viewer.epoch, version: clock }), rows, next };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
