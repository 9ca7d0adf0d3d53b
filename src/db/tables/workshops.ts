import type { WorkshopRecord, WorkshopRegistrationRecord } from '../../contract/workshops';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** A workshop (issue 15), keyed by its id. */
export type WorkshopRow = Mirrored<WorkshopRecord>;
/**
 * A workshop registration, keyed by uuid (booked offline too). `pending_outcome` marks an
 * optimistic row written by a booking not yet sent: the server decides booked or waiting.
 */
export type WorkshopRegistrationRow = Mirrored<WorkshopRegistrationRecord> & { pending_outcome?: boolean };

export const workshopsTables = mirrorConcept<{
  workshop: WorkshopRow;
  workshopRegistration: WorkshopRegistrationRow;
}>({
  stores: {
    /** Issue 15: the workshops (scope `all`, keyed by id) and the registrations (keyed by uuid). */
    6: { workshop: 'id, uuid', workshopRegistration: 'id, workshop_id, status, user.uuid' },
  },
});
