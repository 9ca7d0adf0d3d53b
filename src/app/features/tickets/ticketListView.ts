import { SEARCH_MIN_LENGTH, TICKET_RECENT_LIMIT } from '../../../contract/constants';
import { newestFirst } from '../../../contract/newestFirst';
import { isClosed } from '../../../contract/ticketRules';
import {
  lastChangedFirst,
  TICKET_LIST_FILTERS,
  type TicketListFilter,
  type TicketPerson,
} from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';
import { listPage, type SortedListPage } from '../../offline/sortedListPage';

/**
 * The ticket lists over the mirror (spec §2: open, finished, all; §8 'no tickets'): the filter,
 * the search in the subject, newest first, and the page shown, computed from mirrored rows so the
 * lists work offline and answer at once. Pure, so it is tested without a browser; the pages only
 * render what it decides.
 */
export interface TicketListOptions {
  filter: TicketListFilter;
  search: string;
  page: number;
  perPage: number;
}

/** `total`: rows matching filter and search, over all pages. */
export type TicketListView = SortedListPage<TicketMirrorRow>;

export type TicketCounts = Record<TicketListFilter, number>;

type StatusOf = Pick<TicketMirrorRow, 'status'>;

/** The route's `{type}`: the sidebar's filters, with 'closed' (spec §2's route) for 'finished'. */
export function ticketFilterOf(type: string | undefined): TicketListFilter | null {
  if (type === 'closed') return 'finished';
  return (TICKET_LIST_FILTERS as readonly string[]).includes(type ?? '') ? (type as TicketListFilter) : null;
}

/** The route path segment of a filter (spec §2: tickets open, closed, all). */
export const ticketTypeOf = (filter: TicketListFilter): string => (filter === 'finished' ? 'closed' : filter);

const isClosedRow = (row: StatusOf) => isClosed({ statusId: row.status.id });

export function matchesTicketFilter(row: StatusOf, filter: TicketListFilter): boolean {
  if (filter === 'open') return !isClosedRow(row);
  if (filter === 'finished') return isClosedRow(row);
  return true;
}

/** The sidebar's numbers: open (every state but closed), finished, all. */
export function ticketCounts(rows: readonly StatusOf[]): TicketCounts {
  const finished = rows.filter(isClosedRow).length;
  return { open: rows.length - finished, finished, all: rows.length };
}

/** The words of a search, or none while it is shorter than spec §9's minimum. */
export function ticketSearchWords(search: string): string[] {
  const trimmed = search.trim().toLocaleLowerCase('de');
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return trimmed.split(/\s+/).filter(Boolean);
}

/** Every word of the search occurs in the subject, case-insensitively. */
export function matchesTicketSearch(
  row: Pick<TicketMirrorRow, 'subject'>,
  words: readonly string[],
): boolean {
  const subject = row.subject.toLocaleLowerCase('de');
  return words.every((word) => subject.includes(word));
}

/**
 * `serverTotal`: how many tickets the list has on the server, when the device holds only part of
 * them (staff, online; useServerTicketPages.ts): the paging then reaches the server's last page.
 */
export function ticketListView(
  rows: readonly TicketMirrorRow[],
  options: TicketListOptions,
  serverTotal: number | null = null,
): TicketListView {
  const words = ticketSearchWords(options.search);
  const matching = rows
    .filter((row) => matchesTicketFilter(row, options.filter) && matchesTicketSearch(row, words))
    .sort(newestFirst);
  return listPage(matching, options, serverTotal);
}

/** The dashboard's tickets (src/contract/tickets.ts recentTicketsSchema): open, last changed first. */
export const recentOpenTickets = (rows: readonly TicketMirrorRow[]): TicketMirrorRow[] =>
  rows
    .filter((row) => !isClosedRow(row))
    .sort(lastChangedFirst)
    .slice(0, TICKET_RECENT_LIMIT);

/** Spec §3: someone else answered or changed it after the viewer last read it. */
export const isUnreadTicket = (row: Pick<TicketMirrorRow, 'unread'>): boolean => row.unread;

/** 'Dr. Anna Weber'; null for a deleted account. */
export const ticketPersonName = (person: Pick<TicketPerson, 'titel' | 'vorname' | 'nachname'> | null) =>
  person ? [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ') : null;
