/** Helpers of the order suites (issue 28): a device's number block, an order as the outbox sends it. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  orderNumberBlockRecordSchema,
  orderRecordSchema,
  type OrderNumberBlockRecord,
  type OrderRecord,
} from '../../src/contract/orders';
import type { AppDb } from '../platform/db/database';
import { offices } from '../platform/db/schema';
import type { TestCatalogue } from './orderCatalogue';
import { signIn, type TestAgent } from './session';
import type { TestApp } from './testApp';
import type { DemoAccount } from '../seed/demoCredentials';

/** `POST /api/orders/number-blocks` for a device (a new one unless given), expecting 201. */
export async function leaseBlock(
  agent: TestAgent,
  deviceId: string = randomUUID(),
): Promise<OrderNumberBlockRecord> {
  const response = await agent.post('/api/orders/number-blocks', { device_id: deviceId });
  expect(response.statusCode, response.body).toBe(201);
  return orderNumberBlockRecordSchema.parse(response.json().data);
}

/** A practice's id by its LIS id (server/seed/demoOffices.ts). */
export async function officeIdOf(db: AppDb, lisId: string): Promise<number> {
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.lisId, lisId));
  if (!office) throw new Error(`no office ${lisId}`);
  return office.id;
}

/** An order of Erika Mustermann with two analyses, sampled an hour ago; `fields` replace its own. */
export const orderBody = (
  catalogue: TestCatalogue,
  fields: Record<string, unknown> & { number: string },
) => ({
  uuid: randomUUID(),
  office_id: null,
  patient: {
    nachname: 'Mustermann',
    vorname: 'Erika',
    geburtsdatum: '1961-04-12',
    geschlecht: 'female',
    versicherungsart: 'statutory',
    versichertennummer: 'M614120007',
  },
  items: [
    { analysis_id: catalogue.analysis('KREA'), billing: 'statutory', profile_id: null },
    { analysis_id: catalogue.analysis('HB'), billing: 'statutory', profile_id: null },
  ],
  clinical_question: 'Verlaufskontrolle',
  icd10: ['N18.3'],
  urgency: 'normal',
  sampled_at: new Date(Date.now() - 3_600_000).toISOString(),
  sample_time_kind: 'actual',
  ...fields,
});

/** `POST /api/orders`, expecting 201, the record checked against the contract. */
export async function sendOrder(
  agent: TestAgent,
  body: object,
  headers?: Record<string, string>,
): Promise<OrderRecord> {
  const response = await agent.post('/api/orders', body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return orderRecordSchema.strict().parse(response.json().data);
}

/** Signs the users in one after another (each sign-in moves the clock to its own TOTP step). */
export async function signInAll<const Names extends readonly DemoAccount[]>(
  t: TestApp,
  usernames: Names,
): Promise<{ [Index in keyof Names]: TestAgent }> {
  const agents: TestAgent[] = [];
  for (const username of usernames) agents.push(await signIn(t, username));
  return agents as { [Index in keyof Names]: TestAgent };
}
