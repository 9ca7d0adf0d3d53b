/** The spec's lookups (ticket categories, statuses, priorities; order statuses), mirrored to every device. */
import { defineFeature } from '../../platform/feature/serverFeature';
import {
  orderStatusEntity,
  ticketCategoryEntity,
  ticketPriorityEntity,
  ticketStatusEntity,
} from './lookupEntities';

export const lookupsFeature = defineFeature({
  name: 'lookups',
  syncEntities: {
    ticketCategory: ticketCategoryEntity,
    ticketStatus: ticketStatusEntity,
    ticketPriority: ticketPriorityEntity,
    orderStatus: orderStatusEntity,
  },
});
export {
  ORDER_STATUSES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketCategoryId,
  TicketPriorityId,
  TicketStatusId,
  seedLookups,
} from './lookupRows';
