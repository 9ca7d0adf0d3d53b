/** Tickets between practices and the laboratory. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { ticketsMessages } from './messages';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { seedDemoTickets } from './demoTickets';
import { doctorRecipientRoutes } from './doctorRecipientRoutes';
import { employeeRoutes } from './employeeRoutes';
import { ticketEntity } from './ticketEntity';
import { ticketLookupRoutes } from './ticketLookupRoutes';
import { ticketMailKind } from './ticketNotices';
import { ticketRoutes } from './ticketRoutes';

export const ticketsFeature = defineFeature({
  name: 'tickets',
  messages: ticketsMessages,
  routes: [ticketLookupRoutes, ticketRoutes, employeeRoutes, doctorRecipientRoutes],
  syncEntities: { ticket: ticketEntity },
  mails: [ticketMailKind],
  demoSeed: async ({ db, now }) => {
    await writeWithChanges(db, (tx, emit) => seedDemoTickets(tx, { now, emit }));
  },
});

export { visibleTickets } from './ticketAccess';
export { announceTicket, notifyOfTicket, queueTicketMail } from './ticketNotices';
export { displayName, peopleByIds, ticketStaffIds } from './ticketPeople';
export { checkLookups, createTicket, insertTicket, markRead } from './ticketService';
export type { TicketPersonRow } from './ticketPeople';
