/**
 * What follows when a role's permissions change: the role is mirrored anew (scope perm:roles) and
 * every holder's scopes changed (sync epoch, server/platform/sync/syncEpoch.ts).
 */
import { inArray } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { userRoles } from '../../platform/db/schema';
import { permissionScope } from '../../platform/sync/scopes';
import { scopesChanged } from '../../platform/sync/syncEpoch';
import type { Emit } from '../../platform/sync/writeWithChanges';

export async function rolesChanged(tx: AppTx, emit: Emit, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  for (const roleId of roleIds) emit(SyncEntity.role, roleId, [permissionScope(Permission.roles)]);
  const holders = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, [...roleIds]));
  await scopesChanged(
    tx,
    emit,
    holders.map((holder) => holder.userId),
  );
}
