/**
 * Sync hints: after every committed write, a `SyncHint` event tells the affected clients to pull.
 * A hint carries no entity data, only how far the feed is, so a hint on a channel someone should
 * not see reveals nothing but that something changed.
 *
 * - `user:<uuid>` scopes: to `private-App.Models.User.<id>`, `{cursor}` with that user's epoch;
 * - `all` and `perm:*` scopes: to the public `Kundencenter.Sync`, `{version}` only (a cursor
 *   carries a per-user epoch, which a public channel cannot know). Clients pull unless their
 *   cursor's version is already at or past it.
 */
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users } from '../db/schema';
import { onChangesCommitted, type CommittedChanges } from '../sync/committedChanges';
import { encodeCursor } from '../sync/syncCursor';
import { SYNC_CHANNEL, userChannel, type Realtime } from './realtime';

export const SYNC_HINT_EVENT = 'SyncHint';

const USER_SCOPE_PREFIX = 'user:';

export async function publishSyncHints(db: AppDb, realtime: Realtime, { version, scopes }: CommittedChanges) {
  const uuids = [...scopes]
    .filter((scope) => scope.startsWith(USER_SCOPE_PREFIX))
    .map((s) => s.slice(USER_SCOPE_PREFIX.length));
  const shared = [...scopes].some((scope) => !scope.startsWith(USER_SCOPE_PREFIX));
  const sends: Promise<void>[] = [];
  if (shared)
    sends.push(realtime.publish({ channels: [SYNC_CHANNEL], event: SYNC_HINT_EVENT, data: { version } }));
  if (uuids.length > 0) {
    const rows = await db
      .select({ id: users.id, epoch: users.syncEpoch })
      .from(users)
      .where(inArray(users.uuid, uuids));
    for (const { id, epoch } of rows) {
      sends.push(
        realtime.publish({
          channels: [userChannel(id)],
          event: SYNC_HINT_EVENT,
          data: { cursor: encodeCursor({ epoch, version }) },
        }),
      );
    }
  }
  await Promise.all(sends);
}

/** Wires the hints to the app's database; returns the unsubscribe. */
export function startSyncHints(
  db: AppDb,
  realtime: Realtime,
  log: { warn(object: object, message: string): void },
) {
  return onChangesCommitted(db, (changes) => {
    publishSyncHints(db, realtime, changes).catch((error: unknown) =>
      log.warn({ err: error }, 'realtime: sync hint not sent'),
    );
  });
}
