import { orderNumberBlockResponseSchema } from '../../../../contract/orders';
import { SyncEntity } from '../../../../contract/sync';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { writeOnline } from '../../../api/onlineWrite';
import { deviceFreeNumbers, takenNumbers } from './orderNumbers';

/**
 * The device's order numbers in its mirror (orderNumbers.ts says which are free): read for the
 * entry page's notice, taken by a draft when its labels are printed or it is sent, and the lease
 * of the next block, an online write like every write that skips the outbox.
 */

/** This device's free numbers, lowest first. Call inside a transaction over the three tables, or outside any. */
export async function freeNumbers(db: KundencenterDb, device: string): Promise<string[]> {
  const orderNumbers = (await db.order.orderBy('number').keys()) as string[];
  const draftNumbers = (await db.orderDraft.orderBy('number').keys()) as string[];
  const blocks = await db.orderNumberBlock.where('device_id').equals(device).toArray();
  return deviceFreeNumbers(blocks, device, takenNumbers(orderNumbers, draftNumbers));
}

/**
 * The draft's order number: the one it holds, or the lowest free one, which it holds from now on;
 * null when the device has none left. One read-write transaction over the orders, the drafts and
 * the blocks, so two tabs never take the same number (IndexedDB runs them one after the other).
 */
export async function takeOrderNumber(
  db: KundencenterDb,
  draftId: string,
  device: string,
): Promise<string | null> {
  return db.transaction('rw', [db.order, db.orderDraft, db.orderNumberBlock], async () => {
    const draft = await db.orderDraft.get(draftId);
    if (!draft) throw new Error(`No draft ${draftId} to number`);
    if (draft.number !== null) return draft.number;
    const [number] = await freeNumbers(db, device);
    if (number === undefined) return null;
    await db.orderDraft.update(draftId, { number });
    return number;
  });
}

/** Leases the next block for the device: online only; its row reaches the mirror with the answer. */
export async function leaseNumberBlock(device: string): Promise<void> {
  await writeOnline(
    '/api/orders/number-blocks',
    { method: 'POST', body: { device_id: device } },
    {
      entity: SyncEntity.orderNumberBlock,
      rowOf: (body) => {
        const { data } = orderNumberBlockResponseSchema.parse(body);
        return { ...data, id: String(data.id) };
      },
    },
  );
}
