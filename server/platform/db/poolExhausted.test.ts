/**
 * Issue 30 (bench:devices at 1,200 devices on one instance): when every pooled connection is busy
 * for longer than the checkout may wait, the request is answered 503 with Retry-After in the
 * reader's language, which clients retry, instead of a 500. PostgreSQL only: PGlite has no pool.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { POOL_EXHAUSTED_RETRY_AFTER_S } from './poolExhausted';

const postgres = testDatabases().find((database) => database.kind === 'postgres');

describe.skipIf(!postgres)('a request that gets no pooled database connection', () => {
  let t: TestApp;
  let weber: TestAgent;
  const held: pg.PoolClient[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    t = await createTestApp(postgres);
    weber = await signIn(t, 'dr.weber');
  });

  afterAll(async () => {
    for (const client of held.splice(0)) client.release();
    await t?.close();
  });

  it("is answered 503 with Retry-After, in the reader's language, and the next one after release 200", async () => {
    if (t.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    const pool = t.database.client;
    // Every connection the pool may open, taken and kept busy by the test itself: a connection the
    // app's own work holds at this moment (a periodic job's query) is waited for, or its release
    // would serve the request below.
    while (held.length < (pool.options.max ?? 10)) held.push(await pool.connect());

    const busy = await weber.get('/api/befunde', { 'Accept-Language': 'de' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(POOL_EXHAUSTED_RETRY_AFTER_S));
    expect(busy.json()).toEqual({
      message: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    });

    for (const client of held.splice(0)) client.release();
    expect((await weber.get('/api/befunde')).statusCode).toBe(200);
  }, 30_000);
});
