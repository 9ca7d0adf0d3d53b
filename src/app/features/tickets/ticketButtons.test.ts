import { describe, expect, it } from 'vitest';
import { DOCTOR_PERMISSIONS, LAB_PERMISSIONS } from '../../../contract/permissions';
import type { TicketMirrorRow } from '../../../db/rows';
import { mayChangeTicketAnswer, ticketButtons } from './ticketButtons';

const weber = { id: 7, permissions: [...DOCTOR_PERMISSIONS] };
const klein = { id: 8, permissions: [...DOCTOR_PERMISSIONS] };
const labor = { id: 2, permissions: [...LAB_PERMISSIONS] };
const person = (id: number) => ({ id, uuid: `u${id}`, titel: null, vorname: 'V', nachname: 'N' });

const ticket = (statusId: number): Pick<TicketMirrorRow, 'status' | 'created_by' | 'recipient'> => ({
  status: { id: statusId, name: '', color: '' },
  created_by: person(7),
  recipient: person(2),
});
const shown = (buttons: ReturnType<typeof ticketButtons>) =>
  Object.entries(buttons)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();

describe('the buttons of a ticket, by role (src/contract/ticketRules.ts)', () => {
  it('give the doctor who wrote it answer and edit of the content only', () => {
    expect(shown(ticketButtons(weber, ticket(1)))).toEqual(['answer', 'edit']);
  });

  it('give staff every action on an open ticket, and no accept while it is in progress', () => {
    expect(shown(ticketButtons(labor, ticket(1)))).toEqual([
      'accept',
      'answer',
      'close',
      'delete',
      'edit',
      'editFields',
      'forward',
    ]);
    expect(ticketButtons(labor, ticket(2)).accept).toBe(false);
  });

  it('offer only reopen and delete on a closed ticket, to staff; nothing to the doctor', () => {
    expect(shown(ticketButtons(labor, ticket(4)))).toEqual(['delete', 'reopen']);
    expect(shown(ticketButtons(weber, ticket(4)))).toEqual([]);
  });

  it('show nothing to a doctor the ticket is not about', () => {
    expect(shown(ticketButtons(klein, ticket(1)))).toEqual([]);
  });

  it('let the author change their own answer while the ticket is open', () => {
    const own = { author: person(7), kind: 'answer' as const };
    expect(mayChangeTicketAnswer(weber, ticket(1), own)).toBe(true);
    expect(mayChangeTicketAnswer(labor, ticket(1), own)).toBe(false);
    expect(mayChangeTicketAnswer(weber, ticket(4), own)).toBe(false);
    expect(mayChangeTicketAnswer(weber, ticket(1), { ...own, kind: 'accepted' })).toBe(false);
  });
});
