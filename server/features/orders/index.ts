/** Orders: entered in the practice, collected and moved on by the laboratory system (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { seedDemoOrders } from './demoOrders';
import { lisMessages } from './lis/messages';
import { lisRoutes } from './lis/lisRoutes';
import { ordersMessages } from './messages';
import { orderEntity, orderFavouriteEntity, orderNumberBlockEntity } from './orderEntities';
import { orderEntryRoutes } from './orderEntryRoutes';
import { orderRoutes } from './orderRoutes';
import { startOrderWindowJob } from './orderWindowJob';

export const ordersFeature = defineFeature({
  name: 'orders',
  // The practice's side (./messages.ts) and the laboratory system's (./lis/messages.ts).
  messages: {
    de: { ...ordersMessages.de, ...lisMessages.de },
    en: { ...ordersMessages.en, ...lisMessages.en },
  },
  routes: [orderRoutes, orderEntryRoutes, lisRoutes],
  syncEntities: {
    order: orderEntity,
    orderNumberBlock: orderNumberBlockEntity,
    orderFavourite: orderFavouriteEntity,
  },
  jobs: [startOrderWindowJob],
  demoSeed: ({ db, now }) => seedDemoOrders(db, now),
});

/** For the report import: a report imported under an order's number links to it, and its doctors hear of it. */
export { linkReportToOrder, type ReportOrderLink, type ReportOrderReference } from './lis/reportLink';
export { notifyOrderReport } from './lis/orderReportNotice';
