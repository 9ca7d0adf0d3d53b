/** Helpers of the ticket suites: who is who, and opening a ticket as a client would. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ticketRecordSchema, type TicketRecord } from '../../src/contract/tickets';
import type { AppDb } from '../platform/db/database';
import { users } from '../platform/db/schema';
import type { TestAgent } from './session';

export async function uuidOf(db: AppDb, username: string): Promise<string> {
  const [user] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user.uuid;
}

export const ticketBody = (recipient: string, fields: Record<string, unknown> = {}) => ({
  recipient,
  subject: 'Frage zur Abrechnung',
  content: 'Bitte prüfen Sie die letzte Rechnung.',
  ...fields,
});

/** `POST /api/tickets`, expecting 201, the record checked against the contract. */
export async function openTicket(
  agent: TestAgent,
  recipient: string,
  fields: Record<string, unknown> = {},
): Promise<TicketRecord> {
  const response = await agent.post('/api/tickets', ticketBody(recipient, fields));
  expect(response.statusCode, response.body).toBe(201);
  return ticketRecordSchema.strict().parse(response.json().data);
}

export async function showTicket(agent: TestAgent, key: string | number) {
  return agent.get(`/api/tickets/${key}`);
}
