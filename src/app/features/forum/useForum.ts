import { SyncEntity } from '../../../contract/sync';
import type { ForumPostRow, PostChannelRow, PostGroupRow, UserRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { useSignedInUser } from '../../session/useSignedInUser';

/** The forum as mirrored on this device: groups, channels and the posts kept (newest of every channel). */
export function useForumCatalog(): { groups: PostGroupRow[]; channels: PostChannelRow[]; loaded: boolean } {
  const data = useMirror(async (db) => ({
    groups: await db.postGroup.toArray(),
    channels: await db.postChannel.toArray(),
  }));
  return { groups: data?.groups ?? [], channels: data?.channels ?? [], loaded: data !== undefined };
}

export function useForumPosts(): ForumPostRow[] | undefined {
  return useMirror((db) => db.forumPost.toArray());
}

export function useForumPendingPosts() {
  return usePendingActions(SyncEntity.forumPost);
}

/**
 * The signed-in user as the forum's rules need it: the rules' confirmation and the permissions
 * from the mirrored profile (so a confirmation made offline counts at once), the id and uuid from
 * the session.
 */
export function useForumUser() {
  const user = useSignedInUser();
  const row: UserRow | undefined = useMirror((db) => db.user.get(String(user.id)), [user.id]);
  return {
    id: user.id,
    uuid: user.uuid,
    rowId: String(user.id),
    titel: row?.titel ?? user.titel,
    vorname: row?.vorname ?? user.vorname,
    nachname: row?.nachname ?? user.nachname,
    permissions: row?.permissions ?? user.permissions,
    forumRulesConfirmedAt: row ? row.forumRulesConfirmedAt : user.forumRulesConfirmedAt,
    loaded: row !== undefined,
  };
}
export type ForumUser = ReturnType<typeof useForumUser>;
