/**
 * Who sees a change (design brief 'The sync protocol'): `user:<uuid>` for what belongs to one
 * user, `perm:<permission>` for what every holder of a permission sees, `all` for catalogues and
 * lookups. A caller's scopes are its own user scope, one per permission it holds, and `all`.
 */
import type { Permission } from '../../src/contract/permissions';

export type SyncScope = `user:${string}` | `perm:${string}` | 'all';

export const ALL_SCOPE = 'all' satisfies SyncScope;

export const userScope = (uuid: string): SyncScope => `user:${uuid}`;

export const permissionScope = (permission: Permission): SyncScope => `perm:${permission}`;

export function scopesOf(viewer: { uuid: string; permissions: ReadonlySet<string> }): SyncScope[] {
  return [
    userScope(viewer.uuid),
    ...[...viewer.permissions].map((permission): SyncScope => `perm:${permission}`),
    ALL_SCOPE,
  ];
}
