import { pathOf } from '../../router/routePaths';
import type { TicketListFilter } from '../../../contract/tickets';
import { ticketTypeOf } from './ticketListView';

/** Where a ticket and a list live (spec §2: tickets open, closed, all, show/{uuid}). */
export const ticketPath = (uuid: string) => pathOf('show-ticket', { uuid });
export const ticketListPath = (filter: TicketListFilter) =>
  pathOf('list-tickets', { type: ticketTypeOf(filter) });
