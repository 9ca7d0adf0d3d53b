/** Orders (../orders.ts). */
export const ordersSyncEntities = {
  /**
   * Keyed by uuid (entered offline), data `orderRecordSchema`: to the doctors of the order's practice
   * while open or younger than ORDER_DEVICE_MONTHS (then `del`), to 'list orders' holders for
   * STAFF_MIRRORED_ORDER_DAYS.
   */
  order: 'order',
  /** Keyed by id, data `orderNumberBlockRecordSchema`: the user's leased blocks (each device uses its own). */
  orderNumberBlock: 'orderNumberBlock',
  /** Keyed by id, data `orderFavouriteRecordSchema`: the practice's favourites, to its doctors. */
  orderFavourite: 'orderFavourite',
} as const;
