/**
 * How the change feed reads orders (issue 28). `order`, keyed by uuid (entered offline): what
 * orderAccess.ts lets the viewer's device keep (a doctor's: her practices' and her own, open or
 * younger than ORDER_DEVICE_MONTHS; staff: every order, the recent ones on a full sync); an order
 * outside that rule is answered as a `del`. `orderNumberBlock`: the viewer's own leased blocks with
 * unused numbers. `orderFavourite`: the favourites of the viewer's practices, or her own.
 */
import { and, asc, eq } from 'drizzle-orm';
import { mayCreateOrders } from '../../../src/contract/orderRules';
import { orderFavourites, orderNumberBlocks, orders } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';
import { mirroredOrders } from './orderAccess';
import { readFavourites, visibleFavourites } from './orderFavourites';
import { readNumberBlocks } from './orderNumberBlocks';
import { orderRecordsOf, selectOrders } from './orderRecords';

export const orderEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  const rows = await selectOrders(
    db,
    and(mirroredOrders(viewer, 'afterUuid' in filter, new Date()), uuidCondition(orders.uuid, filter)),
  )
    .orderBy(asc(orders.uuid))
    .limit(uuidLimitOf(filter));
  const records = await orderRecordsOf(db, rows);
  return records.map((record) => ({ id: record.uuid, data: record }));
});

export const orderNumberBlockEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!mayCreateOrders(viewer.permissions)) return [];
  const blocks = await readNumberBlocks(
    db,
    and(eq(orderNumberBlocks.userId, viewer.id), idCondition(orderNumberBlocks.id, filter)),
    limitOf(filter),
  );
  return blocks.map((block) => ({ id: String(block.id), data: block }));
});

export const orderFavouriteEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!mayCreateOrders(viewer.permissions)) return [];
  const favourites = await readFavourites(
    db,
    and(visibleFavourites(viewer.id), idCondition(orderFavourites.id, filter)),
    limitOf(filter),
  );
  return favourites.map((favourite) => ({ id: String(favourite.id), data: favourite }));
});
