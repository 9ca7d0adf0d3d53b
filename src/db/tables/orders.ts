import type { OrderFavouriteRecord, OrderNumberBlockRecord, OrderRecord } from '../../contract/orders';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/**
 * An order (issue 28), keyed by uuid (entered offline). An optimistic row written by a sending not
 * yet taken carries `pending`; the pulled order replaces it under the same key.
 */
export type OrderRow = Mirrored<OrderRecord> & { pending?: boolean };
export type OrderNumberBlockRow = Mirrored<OrderNumberBlockRecord>;
export type OrderFavouriteRow = Mirrored<OrderFavouriteRecord>;

/**
 * A draft of this device (never synced), keyed by the uuid the order will have: the form as the
 * doctor left it, with the order number it holds once labels were printed. `content` is the form
 * (patient data), stored sealed by the vault like an entity's patient fields.
 */
export interface OrderDraftRow {
  id: string;
  /** The order number taken for the labels; null until they were printed. */
  number: string | null;
  content: unknown;
  updatedAt: number;
}

export const ordersTables = mirrorConcept<{
  order: OrderRow;
  orderNumberBlock: OrderNumberBlockRow;
  orderFavourite: OrderFavouriteRow;
  orderDraft: OrderDraftRow;
}>({
  stores: {
    /**
     * Issue 28: the orders (by status and date for the list, by number for the labels), the user's
     * leased number blocks (each device uses those of its own `device_id`), the practice's
     * favourites, and this device's drafts.
     */
    9: {
      order: 'id, number, status, created_at, report_id',
      orderNumberBlock: 'id, device_id',
      orderFavourite: 'id',
      orderDraft: 'id, number, updatedAt',
    },
  },
  sealed: { order: ['patient', 'clinical_question', 'icd10'], orderDraft: ['content'] },
});
