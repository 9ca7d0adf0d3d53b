import { SyncEntity } from '../../../contract/sync';
import { createWorkshopRegistrationSchema } from '../../../contract/workshops';
import { OutboxMethod } from '../../../db/outboxState';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { queueAction } from '../../offline/queueAction';
import { optimisticRegistration } from './workshopView';

/**
 * Workshop actions (issue 15), queued like every action: the mirror changes at once, the outbox
 * replays the request with an Idempotency-Key, online or later. A booking is made under a uuid
 * made here, which the server adopts, so the pulled registration (booked or waiting, as the
 * server decided) replaces the optimistic one under the same key. A refusal (409: already
 * registered, moved up meanwhile; 404: the workshop was deleted) removes the optimistic row or
 * puts the server's version back, and leaves the request in 'Nicht gesendet'.
 */
const registrationPath = (registration: Pick<WorkshopRegistrationRow, 'uuid' | 'status'>) =>
  registration.status === 'waiting'
    ? `/api/workshops/registrations/waiting/${encodeURIComponent(registration.uuid)}`
    : `/api/workshops/registrations/${encodeURIComponent(registration.uuid)}`;

export const workshopActions = {
  /** Books a place (spec §4: after the confirmation dialog); the server answers booked or waiting. */
  book: async (
    workshop: WorkshopRow,
    user: { uuid: string; name: string; email: string | null },
  ): Promise<string> => {
    const uuid = crypto.randomUUID();
    const body = createWorkshopRegistrationSchema.parse({ workshop_id: Number(workshop.id), uuid });
    const row = optimisticRegistration(workshop, user, uuid, new Date().toISOString());
    await queueAction({
      label: 'workshopBook',
      method: OutboxMethod.post,
      path: '/api/workshops/registrations',
      body,
      entity: SyncEntity.workshopRegistration,
      entityId: uuid,
      optimistic: (db) => db.workshopRegistration.put(row),
    });
    return uuid;
  },

  /**
   * Cancels a booked place or leaves the waiting list (the user's own; staff: anyone's). The row
   * goes at once; the place goes to the first waiting when the server takes the cancellation.
   */
  cancel: async (registration: WorkshopRegistrationRow, { byStaff = false } = {}) => {
    await queueAction({
      label: byStaff
        ? 'workshopCancelParticipant'
        : registration.status === 'waiting'
          ? 'workshopLeaveWaiting'
          : 'workshopCancel',
      method: OutboxMethod.delete,
      path: registrationPath(registration),
      entity: SyncEntity.workshopRegistration,
      entityId: registration.uuid,
      optimistic: (db) => db.workshopRegistration.delete(registration.id),
    });
  },

  /** Staff delete a workshop with its registrations. */
  delete: async (workshop: WorkshopRow) => {
    await queueAction({
      label: 'workshopDelete',
      method: OutboxMethod.delete,
      path: `/api/workshops/${encodeURIComponent(workshop.id)}`,
      entity: SyncEntity.workshop,
      entityId: workshop.id,
      optimistic: (db) => db.workshop.delete(workshop.id),
    });
  },
};
