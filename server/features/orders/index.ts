/** Orders: entered in the practice, collected and moved on by the laboratory system (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { uuidKeyedEntity } from '../../platform/sync/uuidEntityDefinition';

// Skeleton of the lead's contract commit: the orders helper replaces these with the real entities.
export const ordersFeature = defineFeature({
  name: 'orders',
  syncEntities: {
    order: uuidKeyedEntity(async () => []),
    orderNumberBlock: numericIdEntity(async () => []),
    orderFavourite: numericIdEntity(async () => []),
  },
});
