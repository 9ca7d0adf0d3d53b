import { SyncEntity } from '../../../contract/sync';
import type { LookupRow, TicketMirrorRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed, useUnsealedRow } from '../../offline/useUnsealed';

/**
 * The mirror's tickets, opened by the vault (subject, content, answers and closing reason are
 * sealed): the lists, the detail view and the dashboard read only these, so they work offline.
 */
export function useTickets(): TicketMirrorRow[] | undefined {
  return useUnsealed(
    SyncEntity.ticket,
    useMirror((db) => db.ticket.toArray()),
  );
}

/** One ticket; null when the mirror has none under this uuid. */
export function useTicket(uuid: string): TicketMirrorRow | null | undefined {
  return useUnsealedRow(
    SyncEntity.ticket,
    useMirror(async (db) => (await db.ticket.get(uuid)) ?? null, [uuid]),
  );
}

export interface TicketLookups {
  statuses: LookupRow[];
  priorities: LookupRow[];
  categories: LookupRow[];
}

const bySort = (a: LookupRow, b: LookupRow) => (a.sort ?? 0) - (b.sort ?? 0) || Number(a.id) - Number(b.id);

/** Statuses, priorities and categories (with sub categories) as the server's lookups say. */
export function useTicketLookups(): TicketLookups | undefined {
  return useMirror(async (db) => ({
    statuses: (await db.ticketStatus.toArray()).sort(bySort),
    priorities: (await db.ticketPriority.toArray()).sort(bySort),
    categories: (await db.ticketCategory.toArray()).sort(bySort),
  }));
}
