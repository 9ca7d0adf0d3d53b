/**
 * What the real-time server says after every committed write: sync hints, and the write's domain
 * events (spec §7 'Real-time'). Both only tell clients to pull; every payload carries how far the
 * feed is, so a client whose cursor is already there skips the pull.
 *
 * - `user:<uuid>` scopes: a `SyncHint` to `private-App.Models.User.<id>`, `{cursor}` with that
 *   user's epoch;
 * - `all` and `perm:*` scopes: a `SyncHint` to the public `Kundencenter.Sync`, `{version}` only (a
 *   cursor carries a per-user epoch, which a public channel cannot know);
 * - a domain event for a user: on their private channel with their `cursor` added; for the
 *   Backend.Messages presence channel: with the `version` added.
 *
 * A hint on a channel someone should not see reveals nothing but that something changed. The
 * socket of the request that caused the write is left out (X-Socket-Id).
 */
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users } from '../db/schema';
import { onChangesCommitted, type CommittedChanges } from '../sync/committedChanges';
import { encodeCursor } from '../sync/syncCursor';
import { BACKEND_MESSAGES_CHANNEL, SYNC_CHANNEL, userChannel, type Realtime } from './realtime';

export const SYNC_HINT_EVENT = 'SyncHint';

const USER_SCOPE_PREFIX = 'user:';

export async function publishSyncHints(
  db: AppDb,
  realtime: Realtime,
  { version, scopes, events, exceptSocketId }: CommittedChanges,
) {
  const hinted = [...scopes]
    .filter((scope) => scope.startsWith(USER_SCOPE_PREFIX))
    .map((s) => s.slice(USER_SCOPE_PREFIX.length));
  const shared = [...scopes].some((scope) => !scope.startsWith(USER_SCOPE_PREFIX));
  const userEvents = events.flatMap((event) => (event.to === 'backendMessages' ? [] : [event]));
  const uuids = [
    ...new Set([...hinted, ...userEvents.map((event) => (event.to as { userUuid: string }).userUuid)]),
  ];
  const sends: Promise<void>[] = [];
  const send = (channel: string, event: string, data: object) =>
    sends.push(realtime.publish({ channels: [channel], event, data, exceptSocketId }));

  if (shared) send(SYNC_CHANNEL, SYNC_HINT_EVENT, { version });
  for (const event of events) {
    if (event.to === 'backendMessages')
      send(BACKEND_MESSAGES_CHANNEL, event.event, { ...event.data, version });
  }
  if (uuids.length > 0) {
    const rows = await db
      .select({ id: users.id, uuid: users.uuid, epoch: users.syncEpoch })
      .from(users)
      .where(inArray(users.uuid, uuids));
    for (const { id, uuid, epoch } of rows) {
      const cursor = encodeCursor({ epoch, version });
      if (hinted.includes(uuid)) send(userChannel(id), SYNC_HINT_EVENT, { cursor });
      for (const event of userEvents) {
        if (event.to !== 'backendMessages' && event.to.userUuid === uuid) {
          send(userChannel(id), event.event, { ...event.data, cursor });
        }
      }
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
