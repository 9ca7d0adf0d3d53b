/**
 * `role` (scope perm:roles: id, name, permission names) and `permission` (scope perm:permissions:
 * id, name): what the system area edits, mirrored only to those who hold its permissions.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import { permissions, rolePermissions, roles } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const roleEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!viewer.permissions.has(Permission.roles)) return [];
  const rows = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(idCondition(roles.id, filter))
    .orderBy(roles.id)
    .limit(limitOf(filter));
  if (rows.length === 0) return [];
  const grants = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(permissions.name));
  return rows.map((row) => ({
    id: String(row.id),
    data: {
      id: row.id,
      name: row.name,
      description: row.description,
      permissions: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.name),
    },
  }));
});

export const permissionEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!viewer.permissions.has(Permission.permissions)) return [];
  const rows = await db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(permissions)
    .where(idCondition(permissions.id, filter))
    .orderBy(permissions.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: row }));
});
