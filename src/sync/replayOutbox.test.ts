import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../db/outboxState';
import { enqueue } from './outbox';
import { pull } from './pull';
import { pullAndConfirm, recoverInterrupted, replayOutbox, ReplayOutcome } from './replayOutbox';
import { FakeSyncServer } from './testing/fakeSyncServer';
import { testDb } from './testing/testDb';

let db: KundencenterDb;
let server: FakeSyncServer;
const options = { getXsrfToken: () => 'xsrf-token' };

const recipient = (id: string, email: string) => ({
  id,
  recipientlist_id: 5781,
  email,
  gender: '',
  firstname: '',
  lastname: '',
  zip: '',
  created_at: '2025-01-01T00:00:00Z',
  status: 'confirmed' as const,
});

/** The action of subscribing to the newsletter, as the lead's action API would write it. */
function subscribe(id: string, email: string) {
  return enqueue(db, {
    method: OutboxMethod.post,
    path: '/api/newsletterRecipient',
    body: recipient(id, email),
    entity: SyncEntity.newsletterRecipient,
    entityId: id,
    optimistic: (tx) => tx.newsletterRecipient.put(recipient(id, email)),
  });
}

function rename(id: string, vorname: string) {
  return enqueue(db, {
    method: OutboxMethod.put,
    path: `/api/user/${id}`,
    body: { vorname },
    entity: SyncEntity.user,
    entityId: id,
    optimistic: (tx) => tx.user.update(id, { vorname }),
  });
}

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
  server.put(SyncEntity.user, 'u1', { uuid: 'u1', vorname: 'Anna', nachname: 'Arzt' });
  await pull(db, server);
});
afterEach(() => db.close());

describe('replayOutbox', () => {
  it('sends the rows one at a time in seq order with key, XSRF token and JSON type', async () => {
    await subscribe('r1', 'a@example.org');
    await rename('u1', 'Anne');
    await enqueue(db, { method: OutboxMethod.delete, path: '/api/newsletterRecipient/r1' });
    const keys = (await db.outbox.orderBy('seq').toArray()).map((row) => row.id);

    const result = await replayOutbox(db, server, options);

    expect(result).toEqual({ outcome: ReplayOutcome.drained, sent: 3, rejected: 0 });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/newsletterRecipient',
      'PUT /api/user/u1',
      'DELETE /api/newsletterRecipient/r1',
    ]);
    expect(server.requests.map((request) => request.headers[IDEMPOTENCY_KEY_HEADER])).toEqual(keys);
    expect(server.requests[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'xsrf-token',
    });
    expect(server.requests[2]?.headers['Content-Type']).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.newsletterRecipient.count()).toBe(0);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anne' });
  });

  it('names the worker’s socket in X-Socket-Id once it is connected, so the write’s broadcasts skip it', async () => {
    await subscribe('r1', 'a@example.org');
    await replayOutbox(db, server, { ...options, getSocketId: () => '1234.5678' });
    expect(server.requests[0]?.headers['X-Socket-Id']).toBe('1234.5678');
  });

  it('sends a row again after a lost response, and the server acts once', async () => {
    await subscribe('r1', 'a@example.org');
    server.failNextSends('lostResponse');

    const first = await replayOutbox(db, server, options);
    expect(first).toMatchObject({ outcome: ReplayOutcome.retry, status: null });
    expect(await db.outbox.toArray()).toMatchObject([{ state: OutboxState.pending, attempts: 1 }]);

    const second = await replayOutbox(db, server, options);
    expect(second).toMatchObject({ outcome: ReplayOutcome.drained, sent: 1 });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(
      server.requests[1]?.headers[IDEMPOTENCY_KEY_HEADER],
    );
    expect(server.effects).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.newsletterRecipient.get('r1')).toMatchObject({ email: 'a@example.org' });
  });

  it('resends a row interrupted on the wire by a crash with the same key', async () => {
    await subscribe('r1', 'a@example.org');
    const [row] = await db.outbox.toArray();
    await db.outbox.update(row?.seq ?? 0, { state: OutboxState.sending });
    await recoverInterrupted(db);
    await replayOutbox(db, server, options);
    expect(server.requests[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(row?.id);
  });

  it('marks a refused update rejected with the error and restores the server’s version', async () => {
    await rename('u1', 'X');
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'X' });
    server.validate = () => 'Der Vorname ist zu kurz.';

    const result = await replayOutbox(db, server, options);

    expect(result).toEqual({ outcome: ReplayOutcome.drained, sent: 0, rejected: 1 });
    expect(await db.outbox.toArray()).toMatchObject([
      {
        state: OutboxState.rejected,
        error: {
          status: 422,
          message: 'Der Vorname ist zu kurz.',
          errors: { email: ['Der Vorname ist zu kurz.'] },
        },
      },
    ]);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anna' });
    expect(await db.held.count()).toBe(0);
  });

  it('removes the optimistic row of a refused create, and continues with the next row', async () => {
    await subscribe('r1', 'kaputt');
    await subscribe('r2', 'b@example.org');
    server.validate = (_method, _path, body) =>
      (body as { email: string }).email.includes('@') ? null : 'Bitte eine gültige E-Mail-Adresse eingeben.';

    const result = await replayOutbox(db, server, options);

    expect(result).toMatchObject({ sent: 1, rejected: 1 });
    expect(await db.newsletterRecipient.get('r1')).toBeUndefined();
    expect(await db.newsletterRecipient.get('r2')).toMatchObject({ email: 'b@example.org' });
    expect((await db.outbox.toArray()).map((row) => row.state)).toEqual([OutboxState.rejected]);
  });

  it('restores the version another writer made meanwhile, not the one from before the action', async () => {
    await rename('u1', 'X');
    server.put(SyncEntity.user, 'u1', { uuid: 'u1', vorname: 'Anna-Lena', nachname: 'Arzt' });
    await pull(db, server);
    server.validate = () => 'Nein.';
    await replayOutbox(db, server, options);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anna-Lena' });
  });

  it('holds pulled data back while an action is pending and applies it when the queue drains', async () => {
    await rename('u1', 'Optimistisch');
    server.put(SyncEntity.user, 'u1', { uuid: 'u1', vorname: 'Server', nachname: 'Neu' });

    await pull(db, server);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Optimistisch', nachname: 'Arzt' });
    expect(await db.held.get([SyncEntity.user, 'u1'])).toMatchObject({ data: { vorname: 'Server' } });

    await replayOutbox(db, server, options);
    // The write merged into the server's row; the pull after it brought the result.
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Optimistisch', nachname: 'Neu' });
    expect(await db.held.count()).toBe(0);
  });

  it('keeps an accepted row until a pull begun after the write completed', async () => {
    await subscribe('r1', 'a@example.org');
    server.failNextGets('network');

    await expect(replayOutbox(db, server, options)).rejects.toThrow('Failed to fetch');
    expect(await db.outbox.toArray()).toMatchObject([
      { state: OutboxState.sent, confirmAt: server.cursor() },
    ]);
    expect(await db.held.count()).toBe(1);

    await pullAndConfirm(db, server);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.held.count()).toBe(0);
    expect(await db.newsletterRecipient.get('r1')).toMatchObject({ email: 'a@example.org' });
  });

  it.each([401, 419])('pauses on %i and keeps the row pending', async (status) => {
    await subscribe('r1', 'a@example.org');
    server.authFailure = status;
    const result = await replayOutbox(db, server, options);
    expect(result).toMatchObject({ outcome: ReplayOutcome.paused, status });
    expect(await db.outbox.toArray()).toMatchObject([{ state: OutboxState.pending }]);
    expect(await db.newsletterRecipient.get('r1')).toBeDefined();
  });

  it.each([500, 503, 408, 429])('stops on %i and keeps the row pending for a later retry', async (status) => {
    await subscribe('r1', 'a@example.org');
    await subscribe('r2', 'b@example.org');
    server.retryAfterSeconds = 7;
    server.failNextSends(status);
    const result = await replayOutbox(db, server, options);
    expect(result).toMatchObject({ outcome: ReplayOutcome.retry, status, retryAfterMs: 7_000 });
    expect(server.requests).toHaveLength(1);
    expect((await db.outbox.toArray()).map((row) => row.state)).toEqual([
      OutboxState.pending,
      OutboxState.pending,
    ]);
  });
});
