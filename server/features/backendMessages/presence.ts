/**
 * Who is online, for the managers of system messages (spec §2 'Presence shows admins who is
 * online'; issue 13). The members of presence-Backend.Messages are opaque ids (presenceMember.ts,
 * issue 11): every member sees every other member's channel_data, and doctors of different
 * practices must not learn who else uses the portal. So names never travel on the channel; an
 * admin asks this endpoint, which recognises the opaque ids by computing them for the active
 * users (an HMAC each, a few thousand per call at most) and answers with their names. Only holders
 * of 'list backendmessages' reach it; the admin page polls it (PRESENCE_POLL_MS) while it is open.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { OnlineUser } from '../../../src/contract/backendMessages';
import type { AppDb } from '../../platform/db/database';
import { roles, userRoles, users } from '../../platform/db/schema';
import { presenceMemberId } from '../../platform/realtime/presenceMember';
import { BACKEND_MESSAGES_CHANNEL, type Realtime } from '../../platform/realtime/realtime';

export async function onlineUsers(db: AppDb, realtime: Realtime): Promise<OnlineUser[]> {
  const members = new Set(await realtime.presenceMemberIds(BACKEND_MESSAGES_CHANNEL));
  if (members.size === 0) return [];
  const secret = realtime.credentials.secret;
  // Only the ids of every active user (the HMAC needs them); names and roles of the online ones.
  const active = await db.select({ id: users.id }).from(users).where(eq(users.active, true));
  const onlineIds = active
    .map((user) => user.id)
    .filter((id) => members.has(presenceMemberId(secret, BACKEND_MESSAGES_CHANNEL, id)));
  if (onlineIds.length === 0) return [];
  const online = await db
    .select({ id: users.id, uuid: users.uuid, vorname: users.vorname, nachname: users.nachname })
    .from(users)
    .where(inArray(users.id, onlineIds))
    .orderBy(asc(users.nachname), asc(users.vorname));
  const memberships = await db
    .select({ userId: userRoles.userId, role: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, onlineIds))
    .orderBy(asc(roles.name));
  const rolesOf = (userId: number) =>
    memberships.filter((row) => row.userId === userId).map((row) => row.role);
  return online.map((user) => ({
    uuid: user.uuid,
    name: `${user.vorname} ${user.nachname}`.trim(),
    roles: rolesOf(user.id),
  }));
}
