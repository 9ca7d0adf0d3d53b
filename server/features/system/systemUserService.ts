/**
 * System users (issue 14): every account that holds no role Arzt, i.e. the laboratory's staff and
 * administrators. Doctors are managed in the users area (spec §2 'users'), so the role Arzt is
 * neither shown nor given here. Two rules keep the laboratory administrable:
 * - the last holder of the role Admin keeps it (otherwise nobody could open the system area);
 * - a changed address must be verified again, like a change the user makes themselves.
 */
import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RoleName } from '../../../src/contract/permissions';
import type { SystemUserRecord, systemUserInputSchema } from '../../../src/contract/systemUsers';
import { SyncEntity } from '../../../src/contract/sync';
import { normalisedEmail } from '../../../src/contract/emailAddress';
import { assertEmailFree } from '../../platform/auth/uniqueEmail';
import type { AppDb, AppTx } from '../../platform/db/database';
import { roles, userRoles, users, type User } from '../../platform/db/schema';
import { FieldValidationError, notFound } from '../../platform/http/httpErrors';
import { userScope } from '../../platform/sync/scopes';
import { scopesChanged } from '../../platform/sync/syncEpoch';
import type { Emit } from '../../platform/sync/writeWithChanges';

export type SystemUserFields = z.output<typeof systemUserInputSchema>;

/** Users without the role Arzt. */
const notADoctor = (db: AppDb | AppTx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.name, RoleName.doctor))),
  );

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function readSystemUsers(db: AppDb | AppTx, id?: number): Promise<SystemUserRecord[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(notADoctor(db), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.nachname), asc(users.vorname), asc(users.id));
  if (rows.length === 0) return [];
  const held = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(roles.name));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    anrede: row.anrede,
    titel: row.titel,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    language: row.language,
    username: row.username,
    roles: held
      .filter((role) => role.userId === row.id)
      .map(({ id: roleId, name }) => ({ id: roleId, name })),
    invited_at: iso(row.invitedAt),
    email_verified_at: iso(row.emailVerifiedAt),
    active: row.active,
    locked: row.lockedAt !== null,
    sso_link_allowed: row.ssoLinkAllowed,
  }));
}

/** The system user, locked for the write; 404 for a doctor or an unknown id. */
export async function findSystemUserForUpdate(tx: AppTx, id: number): Promise<User> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), notADoctor(tx)))
    .for('update');
  if (!user) throw notFound();
  return user;
}

/** The roles by id; 422 for an unknown one or Arzt. */
async function checkedRoles(tx: AppTx, roleIds: readonly number[]) {
  const wanted = [...new Set(roleIds)];
  const found = await tx.select().from(roles).where(inArray(roles.id, wanted));
  if (found.length !== wanted.length)
    throw new FieldValidationError({ role_ids: ['systemUsers.unknownRole'] });
  if (found.some((role) => role.name === RoleName.doctor)) {
    throw new FieldValidationError({ role_ids: ['systemUsers.doctorRole'] });
  }
  return found;
}

export async function createSystemUser(
  tx: AppTx,
  emit: Emit,
  input: SystemUserFields,
  now: Date,
): Promise<User> {
  const chosen = await checkedRoles(tx, input.role_ids);
  await assertEmailFree(tx, input.email);
  const [user] = await tx
    .insert(users)
    .values({
      anrede: input.anrede,
      titel: input.titel,
      vorname: input.vorname,
      nachname: input.nachname,
      email: input.email,
      language: input.language,
      ssoLinkAllowed: input.sso_link_allowed ?? false,
      invitedAt: now,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  await tx.insert(userRoles).values(chosen.map((role) => ({ userId: user.id, roleId: role.id })));
  emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
  return user;
}

/** Returns the user as stored and whether the address changed (a verification mail is due). */
export async function updateSystemUser(
  tx: AppTx,
  emit: Emit,
  user: User,
  input: SystemUserFields,
  now: Date,
): Promise<{ updated: User; emailChanged: boolean }> {
  const chosen = await checkedRoles(tx, input.role_ids);
  const current = await tx
    .select({ roleId: userRoles.roleId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const losesAdmin =
    current.some((role) => role.name === RoleName.admin) &&
    !chosen.some((role) => role.name === RoleName.admin);
  if (losesAdmin && (await otherAdmins(tx, user.id)) === 0) {
    throw new FieldValidationError({ role_ids: ['systemUsers.lastAdmin'] });
  }

  await assertEmailFree(tx, input.email, user.id);
  const emailChanged = normalisedEmail(input.email) !== normalisedEmail(user.email);
  const [updated] = await tx
    .update(users)
    .set({
      anrede: input.anrede,
      titel: input.titel,
      vorname: input.vorname,
      nachname: input.nachname,
      email: input.email,
      language: input.language,
      ...(input.sso_link_allowed === undefined ? {} : { ssoLinkAllowed: input.sso_link_allowed }),
      ...(emailChanged ? { emailVerifiedAt: null, emailVerificationNotificationSentAt: now } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound();
  emit(SyncEntity.user, user.id, [userScope(user.uuid)]);

  const currentIds = new Set(current.map((role) => role.roleId));
  const chosenIds = new Set(chosen.map((role) => role.id));
  const removed = [...currentIds].filter((id) => !chosenIds.has(id));
  const added = [...chosenIds].filter((id) => !currentIds.has(id));
  if (removed.length > 0) {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), inArray(userRoles.roleId, removed)));
  }
  if (added.length > 0)
    await tx.insert(userRoles).values(added.map((roleId) => ({ userId: user.id, roleId })));
  if (removed.length > 0 || added.length > 0) await scopesChanged(tx, emit, [user.id]);
  return { updated, emailChanged };
}

/** Active holders of the role Admin other than `userId`. */
async function otherAdmins(tx: AppTx, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, RoleName.admin), ne(users.id, userId), eq(users.active, true)));
  return rows.length;
}
