import { ORDER_NUMBERS_LOW_WATER, ORDER_NUMBERS_WARN } from '../../../../contract/constants';
import { freeOrderNumbers } from '../../../../contract/orderRules';
import type { OrderNumberBlockRecord } from '../../../../contract/orders';

/**
 * The order numbers of this device (issue 28): the lab prints an order's number on its tubes, so
 * it must be final when the labels are printed, offline too. The device takes its numbers from
 * the blocks the server leased to it (mirrored to every device of the user, each using its own)
 * and leases the next block while online before it runs short; offline it warns before none are
 * left. Pure: tested in orderNumbers.test.ts.
 */

/** The numbers already taken: by an order in the mirror (sent or queued) or by a draft holding one. */
export const takenNumbers = (
  orderNumbers: readonly string[],
  draftNumbers: readonly (string | null)[],
): Set<string> => new Set([...orderNumbers, ...draftNumbers.filter((number) => number !== null)]);

/** The free numbers of this device's blocks, lowest first. */
export const deviceFreeNumbers = (
  blocks: readonly Pick<OrderNumberBlockRecord, 'device_id' | 'first' | 'size'>[],
  deviceId: string,
  taken: ReadonlySet<string>,
): string[] =>
  freeOrderNumbers(
    blocks.filter((block) => block.device_id === deviceId),
    taken,
  );

export const NumberSupply = {
  /** Enough left, or online (a new block is leased in time). */
  enough: 'enough',
  /** Offline with ORDER_NUMBERS_WARN or fewer left: go online soon. */
  low: 'low',
  /** None left: drafts are kept, but no labels can be printed and nothing sent. */
  none: 'none',
} as const;
export type NumberSupply = (typeof NumberSupply)[keyof typeof NumberSupply];

export function numberSupply(free: number, online: boolean): NumberSupply {
  if (free === 0) return NumberSupply.none;
  return !online && free <= ORDER_NUMBERS_WARN ? NumberSupply.low : NumberSupply.enough;
}

/** Online with ORDER_NUMBERS_LOW_WATER or fewer left: lease the next block now. */
export const needsLease = (free: number, online: boolean): boolean =>
  online && free <= ORDER_NUMBERS_LOW_WATER;
