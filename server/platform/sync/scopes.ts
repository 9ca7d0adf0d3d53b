/**
 * Who sees a change (design brief 'The sync protocol'): `user:<uuid>` for what belongs to one
 * user, `perm:<permission>` for what every holder of a permission sees, `role:<id>` for what is
 * addressed to the members of a role (a system message, issue 13), `all` for catalogues and
 * lookups. A caller's scopes are its own user scope, one per permission and one per role it holds,
 * and `all`. Roles, like permissions, change only through setUserRoles, which moves the user's
 * scope epoch: the next pull resets, so a role change never leaves a mirror half right.
 */
import type { Permission } from '../../../src/contract/permissions';

export type SyncScope = `user:${string}` | `perm:${string}` | `role:${string}` | 'all';

export const ALL_SCOPE = 'all' satisfies SyncScope;

export const userScope = (uuid: string): SyncScope => `user:${uuid}`;

export const permissionScope = (permission: Permission): SyncScope => `perm:${permission}`;

export const roleScope = (roleId: number): SyncScope => `role:${roleId}`;

export function scopesOf(viewer: {
  uuid: string;
  permissions: ReadonlySet<string>;
  roleIds?: ReadonlySet<number>;
}): SyncScope[] {
  return [
    userScope(viewer.uuid),
    ...[...viewer.permissions].map((permission): SyncScope => `perm:${permission}`),
    ...[...(viewer.roleIds ?? [])].map(roleScope),
    ALL_SCOPE,
  ];
}
