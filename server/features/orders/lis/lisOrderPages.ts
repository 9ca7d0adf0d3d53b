/**
 * The orders the laboratory system collects (issue 28), a page at a time in the order they last
 * changed: `(updated_at, id)` ascending, continued after a cursor. The cursor carries the change
 * time in microseconds, as PostgreSQL keeps it: a JavaScript Date would round it to milliseconds
 * and the next page would start before the last row again.
 *
 * The page's keys come from one query and their records from a second, so the cursor is that of
 * the keys; a record read fresh may have changed since (it then comes again on a later page).
 */
import { and, asc, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderRecord, OrderStatus } from '../../../../src/contract/orders';
import type { AppDb } from '../../../platform/db/database';
import { orders } from '../../../platform/db/schema';
import { orderRecordsOf, selectOrders } from '../orderRecords';

/** Where a page ends: the last row's change time (microseconds since 1970) and id. */
export interface LisCursor {
  micros: bigint;
  id: number;
}

const CURSOR = /^(\d{1,17})-(\d{1,10})$/;

export const encodeLisCursor = (cursor: LisCursor): string => `${cursor.micros}-${cursor.id}`;

/** The cursor of a next link; null when it is not one this server wrote. */
export function decodeLisCursor(text: string): LisCursor | null {
  const match = CURSOR.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { micros: BigInt(match[1]), id: Number(match[2]) };
}

/** A bound of the change time: `gt`/`ge`/`lt`/`le` as FHIR's date prefixes name them. */
export interface TimeBound {
  at: Date;
  comparator: 'gt' | 'ge' | 'lt' | 'le';
}

export interface LisOrderQuery {
  /** Only these statuses; all when absent. */
  statuses?: readonly OrderStatus[];
  /** Only the orders of these numbers; all when absent. */
  numbers?: readonly string[];
  /** Bounds of `updated_at` (FHIR `_lastUpdated`, LDT `since`). */
  updated?: readonly TimeBound[];
  after?: LisCursor | null;
  limit: number;
}

export interface LisOrderPage {
  records: OrderRecord[];
  /** Where the next page starts; null on the last. */
  next: LisCursor | null;
}

const MICROS = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text`;

function boundOf({ at, comparator }: TimeBound): SQL {
  const compare = { gt, ge: gte, lt, le: lte }[comparator];
  return compare(orders.updatedAt, at);
}

export async function lisOrderPage(db: AppDb, query: LisOrderQuery): Promise<LisOrderPage> {
  const { after } = query;
  const where = and(
    query.statuses ? inArray(orders.status, [...query.statuses]) : undefined,
    query.numbers ? inArray(orders.number, [...query.numbers]) : undefined,
    ...(query.updated ?? []).map(boundOf),
    after
      ? sql`(${orders.updatedAt}, ${orders.id}) > (timestamptz 'epoch' + ${String(after.micros)}::bigint * interval '1 microsecond', ${after.id})`
      : undefined,
  );
  const keys = await db
    .select({ id: orders.id, micros: MICROS })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(query.limit + 1);
  const page = keys.slice(0, query.limit);
  const last = page.at(-1);
  const next = keys.length > query.limit && last ? { micros: BigInt(last.micros), id: last.id } : null;
  if (page.length === 0) return { records: [], next: null };
  const rows = await selectOrders(
    db,
    inArray(
      orders.id,
      page.map((key) => key.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const ordered = page.flatMap((key) => {
    const row = byId.get(key.id);
    return row ? [row] : [];
  });
  return { records: await orderRecordsOf(db, ordered), next };
}
