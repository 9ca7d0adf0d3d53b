/**
 * A user's scopes changed (roles, or the permissions of a role): their sync epoch goes up, so
 * their next pull answers a reset and the client replaces its mirror with a fresh bootstrap. That
 * is how a withdrawn permission removes what it showed: no per-entity `del` is needed for it.
 * Their profile (roles, permissions) changed too, which the `user` entity carries.
 */
import { inArray, sql } from 'drizzle-orm';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../db/database';
import { users } from '../db/schema';
import { userScope } from './scopes';
import type { Emit } from './writeWithChanges';

export async function scopesChanged(tx: AppTx, emit: Emit, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const bumped = await tx
    .update(users)
    .set({ syncEpoch: sql`${users.syncEpoch} + 1` })
    .where(inArray(users.id, [...userIds]))
    .returning({ id: users.id, uuid: users.uuid });
  for (const user of bumped) emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
}
