/**
 * Creating and editing offices (spec §2 offices, §4: active or inactive) with their doctors and
 * their settings (spec §3 lookups; a create leaves out what takes the default, an edit what stays). A
 * doctor may work in several offices. The office changes for its doctors (old and new) and the
 * holders of 'list offices'; a doctor taken off loses sight of it; the doctors whose office lists
 * changed change for the holders of 'list doctors'.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { officeInputSchema } from '../../../src/contract/offices';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppDb } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { officeDoctors, offices, users, type Office } from '../../platform/db/schema';
import { fieldError } from '../../platform/http/httpErrors';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import { officeScopes } from '../../platform/sync/accountChanges';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { isDoctorCondition } from '../users';

export type OfficeInput = z.output<typeof officeInputSchema>;

/** The settings the input names; on a create, what it leaves out takes the column's default. */
const settingColumns = (input: OfficeInput) => ({
  reportDispatchId: input.report_dispatch_id,
  invoiceDispatchId: input.invoice_dispatch_id,
  paymentMethodId: input.payment_method_id,
});

const columns = (input: OfficeInput) => ({
  ...settingColumns(input),
  name: input.name,
  bsnr: input.bsnr,
  strasse: input.strasse,
  plz: input.plz,
  ort: input.ort,
  country: input.country,
  phone: input.phone,
  email: input.email,
  lisId: input.lis_id,
  active: input.active,
});

/** Creates (office undefined) or edits an office with its doctors. */
export async function saveOffice(db: AppDb, office: Office | undefined, input: OfficeInput): Promise<Office> {
  try {
    const { result } = await writeWithChanges(db, async (tx, emit) => {
      const wanted = [...new Set(input.doctor_ids)];
      const doctors =
        wanted.length === 0
          ? []
          : await tx
              .select({ id: users.id, uuid: users.uuid })
              .from(users)
              .where(and(inArray(users.id, wanted), isDoctorCondition(tx)));
      if (doctors.length !== wanted.length) throw fieldError('doctor_ids', ValidationMessage.notADoctor);
      const [saved] = office
        ? await tx
            .update(offices)
            .set({ ...columns(input), updatedAt: new Date() })
            .where(eq(offices.id, office.id))
            .returning()
        : await tx.insert(offices).values(columns(input)).returning();
      if (!saved) throw new Error('office not saved');
      const before = await tx
        .select({ id: users.id, uuid: users.uuid })
        .from(officeDoctors)
        .innerJoin(users, eq(users.id, officeDoctors.userId))
        .where(eq(officeDoctors.officeId, saved.id));
      const removed = before.filter((doctor) => !wanted.includes(doctor.id));
      const added = doctors.filter((doctor) => !before.some((old) => old.id === doctor.id));
      if (removed.length > 0) {
        await tx.delete(officeDoctors).where(
          and(
            eq(officeDoctors.officeId, saved.id),
            inArray(
              officeDoctors.userId,
              removed.map((doctor) => doctor.id),
            ),
          ),
        );
      }
      if (added.length > 0) {
        await tx
          .insert(officeDoctors)
          .values(added.map((doctor) => ({ officeId: saved.id, userId: doctor.id })));
      }
      emit(SyncEntity.office, saved.id, officeScopes(doctors.map((doctor) => doctor.uuid)));
      if (removed.length > 0)
        emit.del(
          SyncEntity.office,
          saved.id,
          removed.map((doctor) => userScope(doctor.uuid)),
        );
      for (const doctor of [...removed, ...added]) emit(SyncEntity.doctor, doctor.id, DOCTOR_SCOPES);
      return saved;
    });
    return result;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = input.bsnr !== null && String(error).includes('bsnr');
    throw taken
      ? fieldError('bsnr', ValidationMessage.bsnrTaken)
      : fieldError('lis_id', ValidationMessage.lisIdTaken);
  }
}
