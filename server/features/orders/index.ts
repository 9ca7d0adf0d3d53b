/** Orders: entered in the practice, collected and moved on by the laboratory system (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { seedDemoOrders } from './demoOrders';
import { ordersMessages } from './messages';
import { orderEntity, orderFavouriteEntity, orderNumberBlockEntity } from './orderEntities';
import { orderEntryRoutes } from './orderEntryRoutes';
import { orderRoutes } from './orderRoutes';
import { startOrderWindowJob } from './orderWindowJob';

export const ordersFeature = defineFeature({
  name: 'orders',
  messages: ordersMessages,
  routes: [orderRoutes, orderEntryRoutes],
  syncEntities: {
    order: orderEntity,
    orderNumberBlock: orderNumberBlockEntity,
    orderFavourite: orderFavouriteEntity,
  },
  jobs: [startOrderWindowJob],
  demoSeed: ({ db, now }) => seedDemoOrders(db, now),
});

/** For the laboratory system's side (./lis) and the report import: the report of an order is there. */
export { notifyOrderReport } from './orderReportNotice';
