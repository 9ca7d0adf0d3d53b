import { endSyncSession, unsentCount, wipeSyncSession } from '../../offline/syncSession';
import { forgetLastUser } from '../../offline/lastUser';
import { signOut } from '../../session/signOut';

/**
 * The two ways out of the lock screen. Signing out is the normal logout: the user's data leaves
 * the device, so unsent actions are lost and the user is asked first (as in the avatar menu).
 * Switching the user ends the session on the server but keeps this user's data on the device,
 * sealed as it is, with its unsent actions: they go out when this user signs in here again.
 * Both need the server (the session ends there); a failure says so and keeps the lock screen.
 */
export async function signOutFromLock(confirmUnsent: (count: number) => Promise<boolean>): Promise<boolean> {
  const unsent = await unsentCount();
  if (unsent > 0 && !(await confirmUnsent(unsent))) return false;
  if (!(await signOut())) return false;
  await wipeSyncSession();
  return true;
}

export async function switchUserFromLock(): Promise<boolean> {
  if (!(await signOut())) return false;
  await endSyncSession();
  // An offline start must not open this user's lock screen for the next one.
  forgetLastUser();
  return true;
}
