import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS, NEWSLETTER_LIST_DE } from '../../../src/contract/constants';
import { IDEMPOTENCY_KEY_HEADER, SYNC_CURSOR_HEADER, SyncEntity } from '../../../src/contract/sync';
import { idempotencyKeys, newsletterRecipients, users } from '../db/schema';
import { ALL_SCOPE } from '../sync/scopes';
import { writeWithChanges } from '../sync/writeWithChanges';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { cleanUpSyncData } from '../sync/retention';
import { RequestIdempotency } from './requestIdempotency';
import { REPLAYED_HEADER, StoredResponseReplay } from './storedResponse';

const subscription = (email: string) => ({ recipientlist_id: NEWSLETTER_LIST_DE, email, zip: '50674' });
const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const header = (response: { headers: Record<string, unknown> }, name: string) =>
  response.headers[name.toLowerCase()];

describe.each(testDatabases())('Idempotency-Key on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let weberId: number;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    weberId = row?.id ?? 0;
  });
  afterAll(() => t?.close());

  async function subscriptionsTo(email: string): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.userId, weberId), eq(newsletterRecipients.email, email)));
    return row?.n ?? 0;
  }

  it('answers a retry after a lost response with the stored 201, subscribing once (no 409)', async () => {
    const key = randomUUID();
    const first = await weber.post(
      '/api/newsletter/recipients',
      subscription('once@example.org'),
      withKey(key),
    );
    expect(first.statusCode).toBe(201);
    // The client never saw `first` (the connection dropped) and replays its outbox row.
    const retry = await weber.post(
      '/api/newsletter/recipients',
      subscription('once@example.org'),
      withKey(key),
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(header(retry, REPLAYED_HEADER)).toBe('true');
    expect(header(retry, SYNC_CURSOR_HEADER)).toBe(header(first, SYNC_CURSOR_HEADER));
    expect(await subscriptionsTo('once@example.org')).toBe(1);

    // Without the key the same body is a new request, and the address is taken.
    expect(
      (await weber.post('/api/newsletter/recipients', subscription('once@example.org'))).statusCode,
    ).toBe(409);
  });

  it('answers a repeated unsubscribe with the stored 204, not 404', async () => {
    const created = await weber.post('/api/newsletter/recipients', subscription('leave@example.org'));
    const path = `/api/newsletter/recipients/${created.json().data.id}`;
    const key = randomUUID();
    expect((await weber.delete(path, withKey(key))).statusCode).toBe(204);
    const retry = await weber.delete(path, withKey(key));
    expect(retry.statusCode).toBe(204);
    expect(retry.body).toBe('');
    expect(header(retry, REPLAYED_HEADER)).toBe('true');
  });

  it('runs concurrent duplicates once', async () => {
    const key = randomUUID();
    const send = () =>
      weber.post('/api/newsletter/recipients', subscription('twice@example.org'), withKey(key));
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await subscriptionsTo('twice@example.org')).toBe(1);
  });

  it('claims the key first in the write: a duplicate that passed the lookup meanwhile gets the stored response', async () => {
    // Two instances both found no stored key and run the write; the second must not act.
    const key = randomUUID();
    const request = { userId: weberId, epoch: 1, method: 'POST', path: '/api/probe', requestHash: 'same' };
    let ran = 0;
    const write = (idempotency: RequestIdempotency) =>
      writeWithChanges(
        t.database.db,
        async (tx, emit) => {
          ran++;
          await new Promise((resolve) => setTimeout(resolve, 50));
          emit(SyncEntity.user, weberId, [ALL_SCOPE]);
          await idempotency.record(tx, 201, { data: { ran } });
        },
        { request: { idempotency, syncVersion: null } },
      );
    const outcomes = await Promise.allSettled([
      write(new RequestIdempotency(key, request)),
      write(new RequestIdempotency(key, request)),
    ]);
    expect(ran).toBe(1);
    // On a real server either may win the claim: exactly one writes, the other gets its response.
    const written = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const replayed = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(written).toHaveLength(1);
    if (replayed.length !== 1 || replayed[0]?.status !== 'rejected') throw new Error('the duplicate wrote');
    expect(replayed[0].reason).toBeInstanceOf(StoredResponseReplay);
    expect((replayed[0].reason as StoredResponseReplay).response).toMatchObject({
      status: 201,
      body: JSON.stringify({ data: { ran: 1 } }),
    });
  });

  it('refuses the same key with another body or path with 422', async () => {
    const key = randomUUID();
    await weber.post('/api/newsletter/recipients', subscription('first@example.org'), withKey(key));
    for (const response of [
      await weber.post('/api/newsletter/recipients', subscription('other@example.org'), withKey(key)),
      await weber.delete('/api/newsletter/recipients/1', withKey(key)),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        [IDEMPOTENCY_KEY_HEADER]: ['Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.'],
      });
    }
    expect(await subscriptionsTo('other@example.org')).toBe(0);
  });

  it('stores only successes: after a 422 the key may carry the corrected request', async () => {
    const key = randomUUID();
    const invalid = await weber.post('/api/newsletter/recipients', subscription('kaputt'), withKey(key));
    expect(invalid.statusCode).toBe(422);
    const corrected = await weber.post(
      '/api/newsletter/recipients',
      subscription('fixed@example.org'),
      withKey(key),
    );
    expect(corrected.statusCode).toBe(201);
  });

  it('replays the profile update with the body it answered', async () => {
    const user = (await weber.get('/api/auth/user')).json().data;
    const key = randomUUID();
    const body = { ...user, titel: 'Prof. Dr. med.' };
    const first = await weber.put('/api/user/profile-information', body, withKey(key));
    await weber.put('/api/user/profile-information', { ...body, titel: 'Dr. med.' });
    const retry = await weber.put('/api/user/profile-information', body, withKey(key));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().data.titel).toBe('Prof. Dr. med.');
  });

  it('stores the response of any other write after the fact', async () => {
    const key = randomUUID();
    const path = `/api/users/${weberId}/update-language`;
    const first = await weber.put(path, { language: 'en' }, withKey(key));
    expect(first.statusCode).toBe(200);
    expect(header(first, SYNC_CURSOR_HEADER)).toEqual(expect.any(String));
    await weber.put(path, { language: 'de' });
    const retry = await weber.put(path, { language: 'en' }, withKey(key));
    expect(retry.json()).toEqual(first.json());
    expect(header(retry, REPLAYED_HEADER)).toBe('true');
    expect((await weber.get('/api/auth/user')).json().data.language).toBe('de');
    expect((await weber.put(path, { language: 'de' }, withKey(key))).statusCode).toBe(422);
  });

  it('refuses a malformed key with 422', async () => {
    for (const key of ['mit leerzeichen', 'x'.repeat(101)]) {
      const response = await weber.post(
        '/api/newsletter/recipients',
        subscription('bad@example.org'),
        withKey(key),
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([IDEMPOTENCY_KEY_HEADER]);
    }
  });

  it('forgets keys after 48 hours', async () => {
    const key = randomUUID();
    await weber.post('/api/newsletter/recipients', subscription('old@example.org'), withKey(key));
    const cleaned = await cleanUpSyncData(
      t.database.db,
      new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS + 60_000),
    );
    expect(cleaned.deletedIdempotencyKeys).toBeGreaterThan(0);
    expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
    const reused = await weber.post(
      '/api/newsletter/recipients',
      subscription('new@example.org'),
      withKey(key),
    );
    expect(reused.statusCode).toBe(201);
  });
});
