import { doctorDisplayName } from '../../../contract/doctors';
import { orderCancelSchema } from '../../../contract/orders';
import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { OrderRow } from '../../../db/rows';
import { queueAction } from '../../offline/queueAction';

/**
 * Order actions on the order's page (issue 28), queued like every action: the mirror shows the
 * outcome at once, the outbox replays the request with an Idempotency-Key, online or later.
 *
 * A cancellation shows the order 'storniert' with its step in the timeline at once. The lab may
 * have started the order meanwhile (the cancellation was queued offline, or the pull had not
 * brought the new status yet): the server then refuses with 409 and its reason, the outbox puts
 * the server's version of the order back (with the status the lab gave it) and keeps the request
 * in 'Nicht gesendet', and the order's page shows the reason beside the order (RefusedCancel.tsx).
 * Only the status and the timeline change, which the vault does not seal: the patient stays as
 * stored.
 */
export const orderActions = {
  cancel: async (
    order: Pick<OrderRow, 'id' | 'uuid'>,
    doctor: { titel: string | null; vorname: string; nachname: string },
  ): Promise<void> => {
    const body = orderCancelSchema.parse({});
    const at = new Date().toISOString();
    await queueAction({
      label: 'orderCancel',
      method: OutboxMethod.post,
      // The mirror keys orders by uuid; the server takes the id or the uuid.
      path: `/api/orders/${encodeURIComponent(order.uuid)}/cancel`,
      body,
      entity: SyncEntity.order,
      entityId: order.id,
      optimistic: async (db) => {
        const row = await db.order.get(order.id);
        if (!row) return;
        await db.order.put({
          ...row,
          status: 'cancelled',
          events: [
            ...row.events,
            { status: 'cancelled', at, by: doctorDisplayName(doctor), source: 'portal', note: body.note },
          ],
          updated_at: at,
        });
      },
    });
  },
};
