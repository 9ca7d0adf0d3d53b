/**
 * Writes on doctors (spec §7 'Users and offices'): create, edit (master data, offices, active),
 * delete. Each runs in one transaction with its change rows: the doctor for holders of 'list
 * doctors', the offices whose doctor lists changed for their doctors and holders of 'list
 * offices', the doctor's own profile for the doctor.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { doctorInputSchema } from '../../../src/contract/doctors';
import { RoleName } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppDb, AppTx } from '../../platform/db/database';
import { assertEmailFree, refusingTakenEmail } from '../../platform/auth/uniqueEmail';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import {
  officeDoctors,
  offices,
  reports,
  roles,
  userRoles,
  users,
  type User,
} from '../../platform/db/schema';
import { fieldError } from '../../platform/http/httpErrors';
import { emitRegistration, registrationScopes } from '../registrations';
import { officeScopes } from '../../platform/sync/accountChanges';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges, type Emit } from '../../platform/sync/writeWithChanges';
import { removePushSubscriptions } from '../push';

export type DoctorInput = z.output<typeof doctorInputSchema>;

const masterData = (input: DoctorInput) => ({
  anrede: input.anrede,
  titel: input.titel,
  vorname: input.vorname,
  nachname: input.nachname,
  email: input.email,
  phone: input.phone,
  mobile: input.mobile,
  strasse: input.strasse,
  plz: input.plz,
  ort: input.ort,
  country: input.country,
  lisId: input.lis_id,
  language: input.language,
  active: input.active,
});

/** A taken LIS id or address is a field error, not a 500. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await refusingTakenEmail(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('lis_id', ValidationMessage.lisIdTaken);
    throw error;
  }
}

export async function createDoctor(db: AppDb, input: DoctorInput): Promise<User> {
  const { result } = await guardUnique(() =>
    writeWithChanges(db, async (tx, emit) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, RoleName.doctor));
      if (!role) throw new Error('role Arzt missing');
      await assertEmailFree(tx, input.email);
      const [doctor] = await tx.insert(users).values(masterData(input)).returning();
      if (!doctor) throw new Error('insert returned nothing');
      await tx.insert(userRoles).values({ userId: doctor.id, roleId: role.id });
      await setOfficesOf(tx, emit, doctor, input.office_ids);
      emit(SyncEntity.doctor, doctor.id, DOCTOR_SCOPES);
      return doctor;
    }),
  );
  return result;
}

export async function updateDoctor(db: AppDb, doctor: User, input: DoctorInput): Promise<User> {
  const { result } = await guardUnique(() =>
    writeWithChanges(db, async (tx, emit) => {
      await assertEmailFree(tx, input.email, doctor.id);
      const [updated] = await tx
        .update(users)
        .set({ ...masterData(input), updatedAt: new Date() })
        .where(eq(users.id, doctor.id))
        .returning();
      if (!updated) throw new Error('doctor vanished');
      await setOfficesOf(tx, emit, updated, input.office_ids);
      emitDoctor(emit, updated);
      // Issue 29: a deactivated doctor's devices get no more pushes.
      if (!updated.active) await removePushSubscriptions(tx, emit, updated, 'all');
      // The staff dashboard's recent registrations show the name and city.
      emitRegistration(emit, updated.id);
      return updated;
    }),
  );
  return result;
}

/** The doctor in the administration's lists and in their own profile. */
export function emitDoctor(emit: Emit, doctor: Pick<User, 'id' | 'uuid'>): void {
  emit(SyncEntity.doctor, doctor.id, DOCTOR_SCOPES);
  emit(SyncEntity.user, doctor.id, [userScope(doctor.uuid)]);
}

/** Sets the doctor's offices; the offices gained and lost change for everyone who sees them. */
async function setOfficesOf(
  tx: AppTx,
  emit: Emit,
  doctor: User,
  officeIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(officeIds)];
  if (wanted.length > 0) {
    const known = await tx.select({ id: offices.id }).from(offices).where(inArray(offices.id, wanted));
    if (known.length !== wanted.length) throw fieldError('office_ids', ValidationMessage.unknownOffice);
  }
  const current = (
    await tx
      .select({ officeId: officeDoctors.officeId })
      .from(officeDoctors)
      .where(eq(officeDoctors.userId, doctor.id))
  ).map((row) => row.officeId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(officeDoctors)
      .where(and(eq(officeDoctors.userId, doctor.id), inArray(officeDoctors.officeId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(officeDoctors).values(added.map((officeId) => ({ officeId, userId: doctor.id })));
  }
  for (const officeId of removed) emit.del(SyncEntity.office, officeId, [userScope(doctor.uuid)]);
  for (const officeId of [...removed, ...added])
    emit(SyncEntity.office, officeId, officeScopes([doctor.uuid]));
}

/**
 * Deletes a doctor without reports. Reports cascade with their doctor (and are kept six months
 * by law of the product, spec §1): a doctor who has any is deactivated instead, never deleted.
 */
export async function deleteDoctor(db: AppDb, doctor: User): Promise<void> {
  await writeWithChanges(db, async (tx, emit) => {
    const [held] = await tx.select({ n: count() }).from(reports).where(eq(reports.userId, doctor.id));
    if ((held?.n ?? 0) > 0) throw fieldError('id', ValidationMessage.doctorHasRecords);
    const memberships = await tx
      .select({ officeId: officeDoctors.officeId })
      .from(officeDoctors)
      .where(eq(officeDoctors.userId, doctor.id));
    await tx.delete(users).where(eq(users.id, doctor.id));
    emit.del(SyncEntity.doctor, doctor.id, DOCTOR_SCOPES);
    // A deleted doctor leaves the staff dashboard's recent registrations.
    emit.del(SyncEntity.registration, doctor.id, registrationScopes());
    for (const { officeId } of memberships) emit(SyncEntity.office, officeId, officeScopes([]));
  });
}
