import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../../src/contract/tickets';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('demo tickets on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let labor: TestAgent;
  const all = async (agent: TestAgent) =>
    (await agent.get('/api/tickets?status=all&perPage=100')).json<{ data: TicketRecord[] }>().data;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    labor = await signIn(t, 'labor');
  });
  afterAll(() => t?.close());

  it('shows the lab a ticket in every state, between the demo doctors and the laboratory, with threads', async () => {
    const tickets = await all(labor);
    expect(new Set(tickets.map((ticket) => ticket.status.id))).toEqual(new Set([1, 2, 3, 4]));
    const kinds = new Set(tickets.flatMap((ticket) => ticket.answers.map((answer) => answer.kind)));
    expect(kinds).toEqual(new Set(['answer', 'accepted', 'forwarded', 'closed']));
    const closed = tickets.find((ticket) => ticket.status.id === 4);
    expect(closed?.closing_reason).toEqual(expect.any(String));
  });

  it('shows a doctor only the tickets they wrote or received, some unread', async () => {
    const tickets = await all(weber);
    expect(tickets.length).toBeGreaterThan(2);
    expect(tickets.some((ticket) => ticket.unread)).toBe(true);
    expect(tickets.some((ticket) => ticket.created_by?.vorname === 'Markus')).toBe(true);
  });
});
