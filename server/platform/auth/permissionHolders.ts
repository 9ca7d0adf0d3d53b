/**
 * The users who hold a permission through any of their roles, oldest account first. Report
 * demands fall back to the first holder of 'upload reports' as contact person, and requests for
 * an interpretation notify every holder.
 */
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import type { Permission } from '../../../src/contract/permissions';
import type { AppDb, AppTx } from '../db/database';
import { permissions, rolePermissions, userRoles, users } from '../db/schema';

export interface PermissionHolder {
  id: number;
  uuid: string;
  language: Locale;
}

export async function usersHoldingPermission(
  db: AppDb | AppTx,
  permission: Permission,
): Promise<PermissionHolder[]> {
  return db
    .selectDistinct({ id: users.id, uuid: users.uuid, language: users.language })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(permissions.name, permission))
    .orderBy(asc(users.id));
}
