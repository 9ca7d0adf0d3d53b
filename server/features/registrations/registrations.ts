/**
 * The staff dashboard's recent registrations (spec §2: last 30 days, 50 a page). A registration is
 * the moment a doctor took up their account by verifying the invitation's e-mail
 * (`email_verified_at`): an account an administrator created but nobody used is not a
 * registration, and the verification is the one place that sets it, so the feed hears of every
 * registration from there (`emitRegistration`). Doctors only (role Arzt): new staff accounts are
 * not the practices the dashboard follows. Mirrored for the holders of 'list doctors'.
 */
import { and, desc, eq, exists, gte, inArray, isNotNull } from 'drizzle-orm';
import { DASHBOARD_REGISTRATION_DAYS } from '../../../src/contract/constants';
import { Permission, RoleName } from '../../../src/contract/permissions';
import type { SyncedRegistration } from '../../../src/contract/statistics';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../../platform/db/database';
import { roles, userRoles, users } from '../../platform/db/schema';
import { permissionScope, type SyncScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export const REGISTRATIONS_PERMISSION = Permission.listDoctors;
export const registrationScopes = (): SyncScope[] => [permissionScope(REGISTRATIONS_PERMISSION)];

const DAY_MS = 86_400_000;

/** A user verified their e-mail (or their data changed): staff's mirrors read the registration again. */
export function emitRegistration(emit: Emit, userId: number): void {
  emit(SyncEntity.registration, userId, registrationScopes());
}

/** The registrations since `now` minus 30 days, newest first; `ids` narrows to those users. */
export async function recentRegistrations(
  db: AppDb,
  now: Date,
  ids?: readonly number[],
): Promise<SyncedRegistration[]> {
  const since = new Date(now.getTime() - DASHBOARD_REGISTRATION_DAYS * DAY_MS);
  const isDoctor = exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.name, RoleName.doctor))),
  );
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        isNotNull(users.emailVerifiedAt),
        gte(users.emailVerifiedAt, since),
        isDoctor,
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(users.emailVerifiedAt), desc(users.id));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    anrede: row.anrede,
    titel: row.titel,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    ort: row.ort,
    registered_at: (row.emailVerifiedAt ?? row.createdAt).toISOString(),
  }));
}
