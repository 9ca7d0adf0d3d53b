/**
 * Sets the roles of a user (the system area's user editor will call it). Their scopes change with
 * them: the next pull answers a reset and the client bootstraps its mirror again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database';
import { roles, userRoles } from '../../platform/db/schema';
import { scopesChanged } from '../../platform/sync/syncEpoch';
import { writeWithChanges, type WriteOutcome } from '../../platform/sync/writeWithChanges';

/** `result`: whether anything changed. */
export async function setUserRoles(
  db: AppDb,
  userId: number,
  roleIds: readonly number[],
): Promise<WriteOutcome<boolean>> {
  return writeWithChanges(db, async (tx, emit) => {
    const wanted = new Set(roleIds);
    const known =
      wanted.size === 0
        ? []
        : await tx
            .select({ id: roles.id })
            .from(roles)
            .where(inArray(roles.id, [...wanted]));
    if (known.length !== wanted.size) throw new Error(`unknown role among ${[...wanted].join(', ')}`);

    const current = new Set(
      (await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
        (row) => row.roleId,
      ),
    );
    const removed = [...current].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !current.has(id));
    if (removed.length === 0 && added.length === 0) return false;

    if (removed.length > 0) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, removed)));
    }
    if (added.length > 0) await tx.insert(userRoles).values(added.map((roleId) => ({ userId, roleId })));
    await scopesChanged(tx, emit, [userId]);
    return true;
  });
}
