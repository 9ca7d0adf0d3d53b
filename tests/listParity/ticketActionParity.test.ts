/**
 * One rule, one table (spec §4 'Ticket status', §5): who may do what with a ticket, by role,
 * status and relation to the ticket, run through both sides of src/contract/ticketRules.ts: the
 * device's buttons (ticketButtons over the record the server answered, as mirrored) and the
 * server's routes (each action requested for real). A button shows exactly where the server
 * accepts the action, so nobody is offered what can only end in 'Nicht gesendet'.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authUserSchema, type AuthUser } from '../../src/contract/authUser';
import {
  actionsOfUpdate,
  allowedTicketActions,
  TICKET_ACTIONS,
  type TicketAction,
} from '../../src/contract/ticketRules';
import { ticketRecordSchema, type TicketRecord } from '../../src/contract/tickets';
import { ticketActor, ticketButtons, ticketFacts } from '../../src/app/features/tickets/ticketButtons';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';
import { openTicket, uuidOf } from '../../server/testing/tickets';

/**
 * creator: the doctor who wrote to the lab; doctorRecipient: the doctor the lab wrote to;
 * staff: the lab member it is addressed to or who wrote it; otherStaff: staff with no part in it;
 * unrelated: a doctor with nothing to do with it.
 */
type Relation = 'creator' | 'doctorRecipient' | 'staff' | 'otherStaff' | 'unrelated';
type Person = 'weber' | 'klein' | 'labor' | 'admin';
const ACTING: Record<Relation, Person> = {
  creator: 'weber',
  doctorRecipient: 'weber',
  staff: 'labor',
  otherStaff: 'admin',
  unrelated: 'klein',
};

const OPEN = 1;
const IN_PROGRESS = 2;
const REPLY = 3;
const CLOSED = 4;

const STAFF_ON_OPEN: TicketAction[] = [
  'answer',
  'editContent',
  'editFields',
  'setStatus',
  'accept',
  'forward',
  'close',
  'delete',
];
const STAFF_IN_PROGRESS = STAFF_ON_OPEN.filter((action) => action !== 'accept');

// [relation, status, the actions allowed]
const TABLE: [Relation, number, TicketAction[]][] = [
  // Doctors answer; the one who wrote the ticket also edits its text (spec §5), nothing else.
  ['creator', OPEN, ['answer', 'editContent']],
  ['creator', IN_PROGRESS, ['answer', 'editContent']],
  ['creator', REPLY, ['answer', 'editContent']],
  ['creator', CLOSED, []],
  ['doctorRecipient', OPEN, ['answer']],
  ['doctorRecipient', IN_PROGRESS, ['answer']],
  ['doctorRecipient', CLOSED, []],
  // Staff work the queue, their own tickets or not: every action while it is not closed (accept
  // while it is not in progress); reopen and delete once it is.
  ['staff', OPEN, STAFF_ON_OPEN],
  ['staff', IN_PROGRESS, STAFF_IN_PROGRESS],
  ['staff', REPLY, STAFF_ON_OPEN],
  ['staff', CLOSED, ['reopen', 'delete']],
  ['otherStaff', OPEN, STAFF_ON_OPEN],
  ['otherStaff', REPLY, STAFF_ON_OPEN],
  ['otherStaff', CLOSED, ['reopen', 'delete']],
  // A doctor with nothing to do with it does not even learn that it exists.
  ['unrelated', OPEN, []],
  ['unrelated', CLOSED, []],
];

const NEW_CONTENT = 'Ein neuer Text für das Ticket.';

describe.each(testDatabases())(
  'the ticket actions on the server and on the device, $kind',
  (testDatabase) => {
    let t: TestApp;
    const agents = {} as Record<Person, TestAgent>;
    const users = {} as Record<Person, AuthUser>;
    const uuids = {} as Record<Person, string>;

    /** The update body that asks for `action`; undefined for the actions that are not updates. */
    const UPDATE: Partial<Record<TicketAction, () => object>> = {
      editContent: () => ({ content: NEW_CONTENT }),
      editFields: () => ({ subject: 'Ein neuer Betreff' }),
      accept: () => ({ status: IN_PROGRESS }),
      setStatus: () => ({ status: REPLY }),
      forward: () => ({ recipient: uuids.admin }),
      close: () => ({ status: CLOSED, closing_reason: 'Telefonisch geklärt.' }),
      reopen: () => ({ status: OPEN }),
    };

    function request(action: TicketAction, agent: TestAgent, ticket: TicketRecord) {
      if (action === 'answer')
        return agent.post(`/api/tickets/${ticket.uuid}/answer`, { content: 'Eine Antwort dazu.' });
      if (action === 'delete') return agent.delete(`/api/tickets/${ticket.uuid}`);
      return agent.put(`/api/tickets/${ticket.uuid}`, UPDATE[action]?.());
    }

    /** The update asks for exactly `action` on this ticket (accept on one in progress asks nothing). */
    function asksFor(action: TicketAction, ticket: TicketRecord): boolean {
      const body = UPDATE[action]?.();
      if (!body) return true;
      const asked = actionsOfUpdate(body, {
        statusId: ticket.status.id,
        recipientUuid: ticket.recipient?.uuid ?? null,
        subject: ticket.subject,
        content: ticket.content,
        categoryId: ticket.category.id,
        subCategory: ticket.sub_category,
        priorityId: ticket.priority.id,
      });
      return asked.length === 1 && asked[0] === action;
    }

    /** A ticket in `status`, between weber and labor, as staff see it. */
    async function ticketFor(relation: Relation, status: number): Promise<TicketRecord> {
      const ticket =
        relation === 'doctorRecipient'
          ? await openTicket(agents.labor, uuids.weber, { subject: 'Rückfrage des Labors' })
          : await openTicket(agents.weber, uuids.labor);
      if (status !== OPEN) {
        const body = status === CLOSED ? { status, closing_reason: 'Erledigt.' } : { status };
        const moved = await agents.labor.put(`/api/tickets/${ticket.uuid}`, body);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return ticketRecordSchema.parse((await agents.labor.get(`/api/tickets/${ticket.uuid}`)).json().data);
    }

    beforeAll(async () => {
      t = await createTestApp(testDatabase);
      for (const name of ['weber', 'klein', 'labor', 'admin'] as const) {
        const username = name === 'weber' || name === 'klein' ? (`dr.${name}` as const) : name;
        agents[name] = await signIn(t, username);
        users[name] = authUserSchema.parse((await agents[name].get('/api/auth/user')).json().data);
        uuids[name] = await uuidOf(t.database.db, username);
      }
    });
    afterAll(() => t?.close());
    beforeEach(() => t.clock.advance(1_000));

    it.each(TABLE)('%s, status %i: %j', async (relation, status, allowed) => {
      const user = users[ACTING[relation]];
      const record = await ticketFor(relation, status);

      // The device: the rule and the buttons over the mirrored record.
      const onDevice = allowedTicketActions(ticketActor(user), ticketFacts(record));
      expect([...onDevice].sort()).toEqual([...allowed].sort());
      const buttons = ticketButtons(user, record);
      expect(buttons).toEqual({
        edit: allowed.includes('editContent') || allowed.includes('editFields'),
        editFields: allowed.includes('editFields'),
        accept: allowed.includes('accept'),
        forward: allowed.includes('forward'),
        close: allowed.includes('close'),
        reopen: allowed.includes('reopen'),
        delete: allowed.includes('delete'),
        answer: allowed.includes('answer'),
      });

      // The server: each action, on a fresh ticket, succeeds exactly where it is allowed.
      for (const action of TICKET_ACTIONS) {
        const ticket = await ticketFor(relation, status);
        if (!asksFor(action, ticket)) continue;
        const response = await request(action, agents[ACTING[relation]], ticket);
        const accepted = response.statusCode >= 200 && response.statusCode < 300;
        expect(accepted, `${action}: ${response.statusCode} ${response.body}`).toBe(allowed.includes(action));
      }
    });
  },
);
