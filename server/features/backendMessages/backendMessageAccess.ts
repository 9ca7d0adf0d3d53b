/**
 * Who sees a system message (spec §4 'System message', §6: messages are admin-only to manage).
 * Holders of 'list backendmessages' (in the seed: Admin) manage them and see every message,
 * hidden and expired ones included. Everyone else sees the messages addressed to them (to
 * everyone, or to a role they hold) that are neither hidden nor past their show-until date;
 * acknowledged ones stay visible (the dashboard lists them) but are no longer shown in the banner.
 *
 * The change feed's scopes follow the same rule: a message for everyone is `all`, one for a role
 * `role:<id>`, and the managers hear of every message through `perm:list backendmessages`.
 */
import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import type { AppDb, AppTx } from '../../platform/db/database';
import { backendMessages, userRoles } from '../../platform/db/schema';
import { ALL_SCOPE, permissionScope, roleScope, type SyncScope } from '../../platform/sync/scopes';

export interface MessageViewer {
  id: number;
  permissions: ReadonlySet<string> | readonly string[];
}

const holds = (viewer: MessageViewer, permission: string) =>
  viewer.permissions instanceof Set
    ? viewer.permissions.has(permission)
    : (viewer.permissions as readonly string[]).includes(permission);

/** Whether the viewer manages system messages (admin pages, every message in the mirror). */
export const managesMessages = (viewer: MessageViewer): boolean =>
  holds(viewer, Permission.listBackendMessages);

/** Addressed to everyone, or to a role the user holds. */
export const addressedTo = (userId: number, db: AppDb | AppTx): SQL =>
  or(
    isNull(backendMessages.recipientRoleId),
    inArray(
      backendMessages.recipientRoleId,
      db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
    ),
  ) as SQL;

/** Not hidden and not past its show-until date at `now`. */
export const currentMessages = (now: Date): SQL =>
  and(
    isNull(backendMessages.hiddenAt),
    or(isNull(backendMessages.showUntil), gt(backendMessages.showUntil, now)),
  ) as SQL;

/** The messages the viewer may see at `now` (undefined: all of them). */
export function visibleMessages(db: AppDb | AppTx, viewer: MessageViewer, now: Date): SQL | undefined {
  if (managesMessages(viewer)) return undefined;
  return and(currentMessages(now), addressedTo(viewer.id, db));
}

/** The scopes that see a message addressed to `recipientRoleId` (null: everyone). */
export function messageScopes(recipientRoleId: number | null): SyncScope[] {
  return [
    permissionScope(Permission.listBackendMessages),
    recipientRoleId === null ? ALL_SCOPE : roleScope(recipientRoleId),
  ];
}
