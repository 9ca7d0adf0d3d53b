import type { AuthUser } from '../../contract/authUser';
import { ensureSyncSession, mirror } from './syncSession';
import { lastUserUuid } from './lastUser';

/**
 * Without a network the guard cannot ask the server who is signed in; it asks the mirror of the
 * last user instead, so a doctor can open the portal offline. The session itself is checked again
 * by the server with the first request that goes through.
 */
export async function readLocalUser(): Promise<AuthUser | null> {
  const uuid = lastUserUuid();
  if (!uuid) return null;
  await ensureSyncSession(uuid);
  const row = await mirror().user.where('uuid').equals(uuid).first();
  if (!row) return null;
  return { ...row, id: Number(row.id), twoFactorAuthenticated: true };
}
