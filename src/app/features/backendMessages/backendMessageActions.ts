import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import { queueAction } from '../../offline/queueAction';

/**
 * The system message actions that go through the outbox (design brief, step 1): the mirror
 * changes at once, also offline, and the worker replays the request with an Idempotency-Key.
 * Acknowledging sets the viewer's confirmed_at, so the banner drops the message at once; the
 * dashboard card shows it as pending until the server has it. Deleting takes the row out of the
 * admin's list at once; refused, the row comes back with the server's version ('Nicht gesendet').
 * Creating and editing are not here: they upload attachments and need the network (uploadMessage.ts).
 */
const readPath = (id: string) => `/api/users/messages/${encodeURIComponent(id)}/read`;
const messagePath = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

export const backendMessageActions = {
  acknowledge: (id: string, now: Date = new Date()) =>
    queueAction({
      label: 'messageAcknowledge',
      method: OutboxMethod.post,
      path: readPath(id),
      entity: SyncEntity.backendMessage,
      entityId: id,
      optimistic: (db) => db.backendMessage.update(id, { confirmed_at: now.toISOString() }),
    }),
  remove: (id: string) =>
    queueAction({
      label: 'messageDelete',
      method: OutboxMethod.delete,
      path: messagePath(id),
      entity: SyncEntity.backendMessage,
      entityId: id,
      optimistic: (db) => db.backendMessage.delete(id),
    }),
};
