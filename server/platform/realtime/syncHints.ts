/**
 * What the real-time server says after every committed write: sync hints, and the write's domain
 * events (spec §7 'Real-time'). Both only tell clients to pull; every payload carries how far the
 * feed is, so a client whose cursor is already there skips the pull. Each goes only where its
 * listeners may see the change (issue 26):
 *
 * - `all` scope: a `SyncHint` `{version}` to `private-Kundencenter.Sync`, which every fully
 *   signed-in user may join (a cursor carries a per-user epoch, which a shared channel cannot know);
 * - `user:<uuid>`, `perm:*` and `role:*` scopes: a `SyncHint` `{cursor}` with the user's epoch to
 *   the private channel `private-App.Models.User.<id>` of each user they reach (the owner, the
 *   permission's holders, the role's members: scopeMembers.ts); with `all` among the scopes the
 *   shared hint reaches them already;
 * - a domain event for a user: on their private channel with their `cursor` added; for the
 *   Backend.Messages presence channel (whose members are everyone signed in, so the feature sends
 *   only what everyone may see): with the `version` added.
 *
 * The socket of the request that caused the write is left out (X-Socket-Id).
 */
import type { AppDb } from '../db/database';
import { onChangesCommitted, type CommittedChanges } from '../sync/committedChanges';
import { scopeMembers, scopesByKind } from '../sync/scopeMembers';
import { encodeCursor } from '../sync/syncCursor';
import { BACKEND_MESSAGES_CHANNEL, SYNC_CHANNEL, userChannel, type Realtime } from './realtime';

export const SYNC_HINT_EVENT = 'SyncHint';

export async function publishSyncHints(
  db: AppDb,
  realtime: Realtime,
  { version, scopes, events, exceptSocketId }: CommittedChanges,
) {
  const { all, userUuids, permissions, roleIds } = scopesByKind(scopes);
  const userEvents = events.flatMap((event) => (event.to === 'backendMessages' ? [] : [event]));
  const eventUuids = userEvents.map((event) => (event.to as { userUuid: string }).userUuid);
  const sends: Promise<void>[] = [];
  const send = (channels: string[], event: string, data: object) =>
    sends.push(realtime.publish({ channels, event, data, exceptSocketId }));

  if (all) send([SYNC_CHANNEL], SYNC_HINT_EVENT, { version });
  for (const event of events) {
    if (event.to === 'backendMessages')
      send([BACKEND_MESSAGES_CHANNEL], event.event, { ...event.data, version });
  }
  // With `all` among the scopes the shared hint reaches every holder and member already.
  const reached = await scopeMembers(db, {
    userUuids,
    permissions: all ? [] : permissions,
    roleIds: all ? [] : roleIds,
  });
  const known = new Set(reached.map((member) => member.uuid));
  const unknown = [...new Set(eventUuids)].filter((uuid) => !known.has(uuid));
  const eventOnly =
    unknown.length > 0 ? await scopeMembers(db, { userUuids: unknown, permissions: [], roleIds: [] }) : [];

  // One publish per cursor: the members of a role mostly share their epoch.
  const hintsByCursor = new Map<string, string[]>();
  for (const { id, epoch } of reached) {
    const cursor = encodeCursor({ epoch, version });
    const channels = hintsByCursor.get(cursor) ?? [];
    channels.push(userChannel(id));
    hintsByCursor.set(cursor, channels);
  }
  for (const { id, uuid, epoch } of [...reached, ...eventOnly]) {
    for (const event of userEvents) {
      if (event.to !== 'backendMessages' && event.to.userUuid === uuid) {
        send([userChannel(id)], event.event, { ...event.data, cursor: encodeCursor({ epoch, version }) });
      }
    }
  }
  for (const [cursor, channels] of hintsByCursor) send(channels, SYNC_HINT_EVENT, { cursor });
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
