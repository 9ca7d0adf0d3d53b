/**
 * Order numbers leased to devices (issue 28): the number is final when the labels are printed,
 * offline too, so a device leases a block while online and takes its numbers offline. A block's
 * first number comes from the sequence `order_number_blocks_seq` (ORDER_NUMBER_FIRST + (n - 1) *
 * ORDER_NUMBER_BLOCK_SIZE): a sequence never hands out a value twice, however many leases run at
 * once, so no two blocks overlap. A device holds at most ORDER_NUMBER_BLOCKS_PER_DEVICE blocks with
 * unused numbers; the leases of one user are serialised by an advisory lock so two at once cannot
 * both pass that count.
 */
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_NUMBER_BLOCK_SIZE,
  ORDER_NUMBER_BLOCKS_PER_DEVICE,
  ORDER_NUMBER_FIRST,
} from '../../../src/contract/constants';
import type { OrderNumberBlockRecord } from '../../../src/contract/orders';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { queryRows } from '../../platform/db/queryRows';
import { orderNumberBlocks, orders } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/httpErrors';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

type Db = AppDb | AppTx;

/** Arbitrary, fixed first key of the advisory lock of a user's leases (the second is the user's id). */
const LEASE_LOCK_KEY = 28_001;

/** An order number as text: ten digits. */
export const orderNumberText = (number: number): string => String(number).padStart(10, '0');

type BlockRow = typeof orderNumberBlocks.$inferSelect;

/** The block's numbers that orders use (at most its size), as a subquery's text array. */
const usedNumbers = sql<string[] | null>`(select array_agg(o.number order by o.number) from orders o
  where o.number >= lpad(${orderNumberBlocks.first}::text, 10, '0')
    and o.number <= lpad((${orderNumberBlocks.first} + ${orderNumberBlocks.size} - 1)::text, 10, '0'))`;

/** The blocks of `where` with their used numbers, in id order; those all used are left out. */
export async function readNumberBlocks(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<OrderNumberBlockRecord[]> {
  const query = db
    .select({ block: orderNumberBlocks, used: usedNumbers })
    .from(orderNumberBlocks)
    .where(and(where, sql`coalesce(cardinality(${usedNumbers}), 0) < ${orderNumberBlocks.size}`))
    .orderBy(asc(orderNumberBlocks.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ block, used }) => toNumberBlockRecord(block, used ?? []));
}

const toNumberBlockRecord = (block: BlockRow, used: string[]): OrderNumberBlockRecord => ({
  id: block.id,
  device_id: block.deviceId,
  first: block.first,
  size: block.size,
  leased_at: block.leasedAt.toISOString(),
  used,
});

/** The caller's block that holds `number`, or undefined when no block leased to them does. */
export async function leasedBlockOf(db: Db, userId: number, number: string): Promise<BlockRow | undefined> {
  const value = Number(number);
  const [block] = await db
    .select()
    .from(orderNumberBlocks)
    .where(
      and(
        eq(orderNumberBlocks.userId, userId),
        lte(orderNumberBlocks.first, value),
        gte(sql`${orderNumberBlocks.first} + ${orderNumberBlocks.size} - 1`, value),
      ),
    );
  return block;
}

/** Tells the user's devices that the block changed (a number of it was used, or it was leased). */
export const emitNumberBlock = (emit: Emit, userUuid: string, blockId: number): void =>
  emit(SyncEntity.orderNumberBlock, blockId, [userScope(userUuid)]);

/**
 * Leases the next block to a device of the user; 409 'orders.numberBlocksHeld' when the device
 * already holds ORDER_NUMBER_BLOCKS_PER_DEVICE blocks with unused numbers.
 */
export async function leaseNumberBlock(
  tx: AppTx,
  emit: Emit,
  user: { id: number; uuid: string },
  deviceId: string,
  now: Date,
): Promise<OrderNumberBlockRecord> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEASE_LOCK_KEY}, ${user.id})`);
  const held = await readNumberBlocks(
    tx,
    and(eq(orderNumberBlocks.userId, user.id), eq(orderNumberBlocks.deviceId, deviceId.toLowerCase())),
  );
  if (held.length >= ORDER_NUMBER_BLOCKS_PER_DEVICE) throw new HttpError(409, 'orders.numberBlocksHeld');
  const [next] = await queryRows<{ n: string | number }>(
    tx,
    sql`SELECT nextval('order_number_blocks_seq') AS n`,
  );
  if (!next) throw new Error('order_number_blocks_seq answered nothing');
  const [block] = await tx
    .insert(orderNumberBlocks)
    .values({
      userId: user.id,
      deviceId: deviceId.toLowerCase(),
      first: ORDER_NUMBER_FIRST + (Number(next.n) - 1) * ORDER_NUMBER_BLOCK_SIZE,
      size: ORDER_NUMBER_BLOCK_SIZE,
      leasedAt: now,
    })
    .returning();
  if (!block) throw new Error('order number block not stored');
  emitNumberBlock(emit, user.uuid, block.id);
  return toNumberBlockRecord(block, []);
}

/** Whether an order has this number already. */
export async function numberUsed(db: Db, number: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return row !== undefined;
}
