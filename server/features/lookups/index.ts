/**
 * The spec's lookups (ticket categories, statuses, priorities; order statuses; a practice's report
 * dispatch, invoice dispatch and payment), mirrored to every device.
 */
import { defineFeature } from '../../platform/feature/serverFeature';
import {
  invoiceDispatchEntity,
  orderStatusEntity,
  paymentMethodEntity,
  reportDispatchEntity,
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
    reportDispatch: reportDispatchEntity,
    invoiceDispatch: invoiceDispatchEntity,
    paymentMethod: paymentMethodEntity,
  },
});
export {
  ORDER_STATUS_LOOKUP,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketCategoryId,
  TicketPriorityId,
  TicketStatusId,
  seedLookups,
} from './lookupRows';
export { INVOICE_DISPATCHES, PAYMENT_METHODS, REPORT_DISPATCHES } from './officeSettingRows';
