import { z } from 'zod';
import { ticketRecordSchema } from '../../../contract/tickets';
import { useServerRecord } from '../../hooks/useServerRecord';
import { cacheTickets } from './useServerTicketPages';

const responseSchema = z.object({ data: ticketRecordSchema });
const cacheTicket = (body: unknown) => cacheTickets([responseSchema.parse(body).data]);

/** A ticket the mirror does not hold (staff opening someone else's closed ticket), fetched while online. */
export const useServerTicket = (uuid: string, missing: boolean): boolean =>
  useServerRecord(uuid === '' ? '' : `/api/tickets/${encodeURIComponent(uuid)}`, missing, cacheTicket);
