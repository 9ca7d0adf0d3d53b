/**
 * What a pull costs the database (issue 30, bench:api): after an upload, a doctor's and the staff's
 * pull are one REPEATABLE READ transaction whose first statement reads the clock, the viewer and
 * the page together, then one read per changed entity (two for a report: its row and its results;
 * four for a doctor), every one a named prepared statement, built once and parsed once per
 * connection. PostgreSQL only: the statements are watched on pg's client.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const postgres = testDatabases().find((database) => database.kind === 'postgres');

interface Sent {
  name?: string;
  text: string;
}

/** The statements pg's clients send while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    sent.push(
      typeof query === 'string' ? { text: query } : { ...(query as { name?: string; text: string }) },
    );
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return sent.map(({ name, text }) => ({ name, text: text.trim().slice(0, 80).toLowerCase() }));
}

describe.skipIf(!postgres)('a pull after an upload, on PostgreSQL', () => {
  let t: TestApp;
  let weber: TestAgent;
  let labor: TestAgent;
  let cursors: { weber: string; labor: string };

  beforeAll(async () => {
    if (!postgres) return;
    t = await createTestApp(postgres);
    [weber, labor] = [await signIn(t, 'dr.weber'), await signIn(t, 'labor')];
    cursors = { weber: (await bootstrap(weber)).cursor, labor: (await bootstrap(labor)).cursor };
    const { payload, headers } = multipartBody([
      { field: 'files[]', filename: 'A-100483_PULL0001_Neumann_Lea.pdf', bytes: pdfBytes('Neumann, Lea') },
    ]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  it.each([
    ['dr.weber', () => weber, () => cursors.weber],
    ['labor', () => labor, () => cursors.labor],
  ])('of %s opens with one statement, and every statement is prepared', async (name, agent, cursor) => {
    // Once to build and parse the statements, then watched.
    expect((await agent().get(`/api/sync?cursor=${cursor()}`)).statusCode).toBe(200);
    let body = '';
    const sent = await statementsOf(async () => {
      const response = await agent().get(`/api/sync?cursor=${cursor()}`);
      expect(response.statusCode).toBe(200);
      body = response.body;
    });
    expect(body).toContain('"entity":"report"');
    const transaction = sent.slice(sent.findIndex((statement) => statement.text.startsWith('begin')));
    expect(transaction[0]?.text).toMatch(/^begin isolation level repeatable read read only/);
    expect(transaction[1]?.name).toBe('sync_pull_start');
    expect(transaction.at(-1)?.text).toBe('commit');
    const reads = transaction.slice(1, -1);
    expect(reads.filter((statement) => statement.name === undefined)).toEqual([]);
    expect(reads.map((statement) => statement.name)).toContain(
      `sync_reports_${name === 'labor' ? 'all' : 'own'}`,
    );
  });
});
