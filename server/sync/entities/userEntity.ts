/** `user`: the viewer's own profile (scope user:<uuid>), the AuthUser without the session's flag. */
import { loadAuthenticatedUser } from '../../auth/authenticatedUser';
import { toSyncedUser } from '../../auth/authUserPresenter';
import { idMatches, numericIdEntity } from './syncEntityDefinition';

export const userEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!idMatches(viewer.id, filter)) return [];
  const user = await loadAuthenticatedUser(db, viewer.id);
  return user ? [{ id: String(user.id), data: toSyncedUser(user) }] : [];
});
