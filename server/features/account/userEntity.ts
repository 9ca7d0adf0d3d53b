/** `user`: the viewer's own profile (scope user:<uuid>), the AuthUser without the session's flag. */
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { toSyncedUser } from '../../platform/auth/authUserPresenter';
import { idMatches, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const userEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!idMatches(viewer.id, filter)) return [];
  const user = await loadAuthenticatedUser(db, viewer.id);
  return user ? [{ id: String(user.id), data: toSyncedUser(user) }] : [];
});
