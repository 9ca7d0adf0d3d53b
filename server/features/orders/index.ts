/** Orders: entered in the practice, collected and moved on by the laboratory system (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { uuidKeyedEntity } from '../../platform/sync/uuidEntityDefinition';
import { lisMessages } from './lis/messages';
import { lisRoutes } from './lis/lisRoutes';

// Skeleton of the lead's contract commit: the orders helper replaces these with the real entities.
export const ordersFeature = defineFeature({
  name: 'orders',
  routes: [lisRoutes],
  messages: lisMessages,
  syncEntities: {
    order: uuidKeyedEntity(async () => []),
    orderNumberBlock: numericIdEntity(async () => []),
    orderFavourite: numericIdEntity(async () => []),
  },
});

export { linkReportToOrder, type ReportOrderLink, type ReportOrderReference } from './lis/reportLink';
export { notifyOrderReport } from './lis/orderReportNotice';
