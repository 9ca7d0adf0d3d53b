/**
 * An administrator subscribes a doctor to a newsletter list or takes them off it (another user's
 * account pages, spec §2 'newsletter (admin only)'). The subscription carries the doctor's own
 * address and name, as their wizard's step does; it is the doctor's, mirrored to them, and their
 * row in the administration shows the lists. Asking for the state already reached changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { DoctorNewsletterInput } from '../../../src/contract/doctors';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../../platform/db/database';
import { newsletterRecipients, type User } from '../../platform/db/schema';
import { subscribe } from '../account';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { emitDoctor } from './doctorChanges';

export async function setDoctorNewsletter(
  db: AppDb,
  doctor: User,
  input: DoctorNewsletterInput,
  now: Date,
): Promise<void> {
  await writeWithChanges(db, async (tx, emit) => {
    const onList = and(
      eq(newsletterRecipients.userId, doctor.id),
      eq(newsletterRecipients.recipientlistId, input.recipientlist_id),
    );
    if (input.subscribed) {
      const [existing] = await tx
        .select({ id: newsletterRecipients.id })
        .from(newsletterRecipients)
        .where(onList);
      if (existing) return;
      const created = await subscribe(
        tx,
        doctor.id,
        {
          recipientlist_id: input.recipientlist_id,
          email: doctor.email,
          gender: doctor.anrede === 'Keine' ? '' : doctor.anrede,
          firstname: doctor.vorname,
          lastname: doctor.nachname,
          zip: doctor.plz ?? '',
        },
        now,
      );
      // Another account with the same address is on the list already: the address gets it.
      if (created) emit(SyncEntity.newsletterRecipient, created.id, [userScope(doctor.uuid)]);
    } else {
      const removed = await tx
        .delete(newsletterRecipients)
        .where(onList)
        .returning({ id: newsletterRecipients.id });
      for (const { id } of removed) emit.del(SyncEntity.newsletterRecipient, id, [userScope(doctor.uuid)]);
    }
    emitDoctor(emit, doctor);
  });
}
