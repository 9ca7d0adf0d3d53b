import { describe, expect, it } from 'vitest';
import type { TicketMirrorRow } from '../../../db/rows';
import {
  recentOpenTickets,
  ticketCounts,
  ticketFilterOf,
  ticketListView,
  ticketPersonName,
  ticketTypeOf,
} from './ticketListView';

const status = (id: number) => ({ id, name: String(id), color: '#000' });

function ticket(id: string, subject: string, statusId: number, created: string): TicketMirrorRow {
  return {
    id,
    uuid: id,
    subject,
    content: 'Inhalt',
    category: { id: 1, name: 'Allgemein' },
    sub_category: null,
    priority: { id: 0, name: 'Gering', color: '#000' },
    status: status(statusId),
    recipient: null,
    recipient_is_staff: false,
    created_by: null,
    last_edited_by: null,
    created_at: created,
    updated_at: created,
    closed_at: null,
    closing_reason: null,
    report_demand: null,
    unread: false,
    answers: [],
  };
}

const rows = [
  ticket('a', 'Kit fehlt', 1, '2026-03-01T08:00:00.000Z'),
  ticket('b', 'Rechnung März', 2, '2026-03-03T08:00:00.000Z'),
  ticket('c', 'Befund unklar', 3, '2026-03-02T08:00:00.000Z'),
  ticket('d', 'Kit geliefert', 4, '2026-03-04T08:00:00.000Z'),
];
const options = { filter: 'all', search: '', page: 1, perPage: 20 } as const;
const ids = (list: readonly TicketMirrorRow[]) => list.map((row) => row.id);

describe('the ticket lists (spec §2: open, finished, all)', () => {
  it('count open as every state but closed (status 4), finished as closed', () => {
    expect(ticketCounts(rows)).toEqual({ open: 3, finished: 1, all: 4 });
  });

  it('filter by the route type; spec route "closed" is the sidebar\'s "finished"', () => {
    expect(ticketFilterOf('open')).toBe('open');
    expect(ticketFilterOf('closed')).toBe('finished');
    expect(ticketFilterOf('finished')).toBe('finished');
    expect(ticketFilterOf('all')).toBe('all');
    expect(ticketFilterOf('irgendwas')).toBeNull();
    expect(ticketTypeOf('finished')).toBe('closed');
    expect(ids(ticketListView(rows, { ...options, filter: 'open' }).rows)).toEqual(['b', 'c', 'a']);
    expect(ids(ticketListView(rows, { ...options, filter: 'finished' }).rows)).toEqual(['d']);
  });

  it('list newest first', () => {
    expect(ids(ticketListView(rows, options).rows)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('search every word in the subject, case-insensitively, from two characters on', () => {
    expect(ids(ticketListView(rows, { ...options, search: 'kit' }).rows)).toEqual(['d', 'a']);
    expect(ids(ticketListView(rows, { ...options, search: 'KIT fehlt' }).rows)).toEqual(['a']);
    expect(ids(ticketListView(rows, { ...options, search: 'k' }).rows)).toHaveLength(4);
    expect(ticketListView(rows, { ...options, search: 'Labor' }).total).toBe(0);
  });

  it('page like the report lists and move a page past the end back into range', () => {
    const view = ticketListView(rows, { ...options, perPage: 10, page: 1 });
    expect(view).toMatchObject({ total: 4, page: 1, lastPage: 1 });
    const second = ticketListView([...rows, ...rows.map((row) => ({ ...row, id: `${row.id}2` }))], {
      ...options,
      perPage: 5,
      page: 2,
    });
    expect(second).toMatchObject({ total: 8, page: 2, lastPage: 2 });
    expect(second.rows).toHaveLength(3);
    expect(ticketListView(rows, { ...options, page: 9 }).page).toBe(1);
  });

  it('give the dashboard the open tickets last changed first, between equal times by uuid', () => {
    const changed = [
      ...rows.map((row) => (row.id === 'a' ? { ...row, updated_at: '2026-03-05T08:00:00.000Z' } : row)),
      ...['f', 'e', 'h', 'g'].map((id) => ticket(id, 'Später', 1, '2026-02-01T08:00:00.000Z')),
    ];
    expect(ids(recentOpenTickets(changed))).toEqual(['a', 'b', 'c', 'e', 'f']);
  });

  it('name people with their title, and a deleted account as nobody', () => {
    expect(ticketPersonName({ titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' })).toBe('Dr. Anna Weber');
    expect(ticketPersonName({ titel: null, vorname: 'Lena', nachname: 'Labor' })).toBe('Lena Labor');
    expect(ticketPersonName(null)).toBeNull();
  });
});
