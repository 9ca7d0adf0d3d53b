import { describe, expect, it } from 'vitest';
import { DOCTOR_PERMISSIONS, LAB_PERMISSIONS } from '../../../contract/permissions';
import type { TicketMirrorRow } from '../../../db/rows';
import { mayChangeTicketAnswer } from './ticketButtons';

const weber = { id: 7, permissions: [...DOCTOR_PERMISSIONS] };
const labor = { id: 2, permissions: [...LAB_PERMISSIONS] };
const person = (id: number) => ({ id, uuid: `u${id}`, titel: null, vorname: 'V', nachname: 'N' });

const ticket = (statusId: number): Pick<TicketMirrorRow, 'status' | 'created_by' | 'recipient'> => ({
  status: { id: statusId, name: '', color: '' },
  created_by: person(7),
  recipient: person(2),
});

// Which buttons each role sees is one table run through the server and the device
// (tests/listParity/ticketActionParity.test.ts); here only the answers' own rule.
describe('the edit and delete of an answer (src/contract/ticketRules.ts)', () => {
  it('let the author change their own answer while the ticket is open', () => {
    const own = { author: person(7), kind: 'answer' as const };
    expect(mayChangeTicketAnswer(weber, ticket(1), own)).toBe(true);
    expect(mayChangeTicketAnswer(labor, ticket(1), own)).toBe(false);
    expect(mayChangeTicketAnswer(weber, ticket(4), own)).toBe(false);
    expect(mayChangeTicketAnswer(weber, ticket(1), { ...own, kind: 'accepted' })).toBe(false);
  });
});
