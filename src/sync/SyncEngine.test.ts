import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BACKOFF_MIN_MS,
  SYNC_HINT_DEBOUNCE_MS,
  SYNC_PULL_INTERVAL_MS,
} from '../contract/constants';
import { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { OutboxMethod } from '../db/outboxState';
import { enqueue } from './outbox';
import { SyncEngine } from './SyncEngine';
import type { SyncStatus } from './SyncStatus';
import { FakeClock } from './testing/fakeClock';
import { FakeSyncServer } from './testing/fakeSyncServer';
import { testDb } from './testing/testDb';

let db: KundencenterDb;
let server: FakeSyncServer;
let clock: FakeClock;
let engine: SyncEngine;
let statuses: SyncStatus[];
let online: boolean;

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
  clock = new FakeClock();
  statuses = [];
  online = true;
  engine = new SyncEngine({
    db,
    api: server,
    clock,
    getXsrfToken: () => 'token',
    isOnline: () => online,
    onStatus: (status) => statuses.push(status),
  });
});
afterEach(async () => {
  await engine.stop();
  db.close();
});

const queueSubscription = (id: string) =>
  enqueue(db, {
    method: OutboxMethod.post,
    path: '/api/newsletterRecipient',
    body: { id, email: `${id}@example.org` },
    entity: SyncEntity.newsletterRecipient,
    entityId: id,
    optimistic: (tx) => tx.newsletterRecipient.put({ id, email: `${id}@example.org` } as never),
  });

/** Moves the clock and lets the work it triggered finish. */
async function advance(ms: number) {
  clock.advance(ms);
  await engine.whenIdle();
}

describe('SyncEngine', () => {
  it('pulls at start and reports the time of the sync', async () => {
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    await engine.start();
    expect(await db.office.count()).toBe(1);
    expect(engine.getStatus()).toMatchObject({
      lastSyncAt: clock.now(),
      online: true,
      error: null,
      syncing: false,
    });
  });

  it('pulls on a kick after an online write, and only replays on a kick after a queued action', async () => {
    await engine.start();
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    await engine.kick();
    expect(await db.office.count()).toBe(0);
    await engine.kick({ pull: true });
    expect(await db.office.count()).toBe(1);
  });

  it('retries after 5xx with doubling delays up to the maximum, then sends', async () => {
    await engine.start();
    await queueSubscription('r1');
    for (let i = 0; i < 8; i++) server.failNextSends(503);
    await engine.kick();

    const delays: number[] = [];
    for (let failure = 1; failure <= 8; failure++) {
      const retryAt = engine.getStatus().retryAt;
      expect(retryAt).not.toBeNull();
      delays.push((retryAt ?? 0) - clock.now());
      // Nothing is sent before the delay is over, even when another action is queued.
      await engine.kick();
      expect(server.requests).toHaveLength(failure);
      await advance((retryAt ?? 0) - clock.now());
    }

    expect(delays).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 128].map((n) => Math.min(n * OUTBOX_BACKOFF_MIN_MS, OUTBOX_BACKOFF_MAX_MS)),
    );
    expect(server.requests).toHaveLength(9);
    expect(server.effects).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.getStatus()).toMatchObject({ retryAt: null, error: null });
  });

  it('waits as long as the server’s Retry-After asks', async () => {
    await engine.start();
    await queueSubscription('r1');
    server.retryAfterSeconds = 30;
    server.failNextSends(429);
    await engine.kick();
    expect(engine.getStatus().retryAt).toBe(clock.now() + 30_000);
    await advance(29_999);
    expect(server.requests).toHaveLength(1);
    await advance(1);
    expect(server.requests).toHaveLength(2);
  });

  it('retries at once when the browser comes back online', async () => {
    await engine.start();
    await queueSubscription('r1');
    server.failNextSends('network');
    await engine.kick();
    expect(engine.getStatus()).toMatchObject({ online: false, error: 'network' });
    online = false;
    engine.setOnline(false);
    online = true;
    engine.setOnline(true);
    await engine.whenIdle();
    expect(await db.outbox.count()).toBe(0);
    expect(engine.getStatus()).toMatchObject({ online: true, retryAt: null });
  });

  it('pauses on 401 until resumed, and then sends', async () => {
    await engine.start();
    await queueSubscription('r1');
    server.authFailure = 401;
    await engine.kick();
    expect(engine.getStatus().pausedForAuth).toBe(true);

    await advance(SYNC_PULL_INTERVAL_MS * 3);
    expect(server.requests).toHaveLength(1);

    server.authFailure = null;
    await engine.resume();
    expect(engine.getStatus().pausedForAuth).toBe(false);
    expect(server.effects).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pulls on a hint, once for a burst, and not for the cursor it has', async () => {
    await engine.start();
    const pulls = () => server.gets.filter((path) => path.startsWith('/api/sync?')).length;
    const before = pulls();

    engine.hint(server.cursor());
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before);

    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    engine.hint(server.cursor());
    engine.hint('');
    engine.hint(server.cursor());
    expect(pulls()).toBe(before);
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 1);
    expect(await db.office.count()).toBe(1);
  });

  it('answers a hint heard during a pull with that pull, and pulls again only for what it did not bring', async () => {
    await engine.start();
    const pulls = () => server.gets.filter((path) => path.startsWith('/api/sync?')).length;
    const before = pulls();
    // Runs once, right after the server answered the next pull (the hint is on its way meanwhile).
    let afterAnswer: (() => void) | null = null;
    const get = server.get.bind(server);
    server.get = async (path) => {
      const response = await get(path);
      const then = afterAnswer;
      afterAnswer = null;
      then?.();
      return response;
    };
    const hintAfterAnswer = (hint: () => void) => {
      afterAnswer = hint;
      engine.hint(server.cursor());
    };

    // The same write's hint, late: the pull already brings its cursor.
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    hintAfterAnswer(() => engine.hint(server.cursor()));
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 1);

    // A hint without a cursor (the public channel's) may announce more: one more pull.
    server.put(SyncEntity.office, '2', { name: 'Praxis 2' });
    hintAfterAnswer(() => engine.hint(''));
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 3);

    // A write after the pull's answer: its cursor is not reached, the next pull brings it.
    server.put(SyncEntity.office, '3', { name: 'Praxis 3' });
    hintAfterAnswer(() => {
      server.put(SyncEntity.office, '4', { name: 'Praxis 4' });
      engine.hint(server.cursor());
    });
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 5);
    expect(await db.office.count()).toBe(4);
  });

  it('needs no pull for a hint whose cursor the mirror has passed, before or during a pull', async () => {
    await engine.start();
    const pulls = () => server.gets.filter((path) => path.startsWith('/api/sync?')).length;
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    const first = server.cursor();
    server.put(SyncEntity.office, '2', { name: 'Praxis 2' });
    let afterAnswer: (() => void) | null = null;
    const get = server.get.bind(server);
    server.get = async (path) => {
      const response = await get(path);
      const then = afterAnswer;
      afterAnswer = null;
      then?.();
      return response;
    };
    const before = pulls();

    // The first write's hint, late, while a pull that also brings the second is on the wire.
    afterAnswer = () => engine.hint(first);
    engine.hint(server.cursor());
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 1);
    expect(await db.office.count()).toBe(2);

    // Heard after the pull: the mirror is already past it.
    engine.hint(first);
    await advance(SYNC_HINT_DEBOUNCE_MS);
    expect(pulls()).toBe(before + 1);
  });

  it('pulls every interval as a safety net', async () => {
    await engine.start();
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    await advance(SYNC_PULL_INTERVAL_MS);
    expect(await db.office.count()).toBe(1);
    server.put(SyncEntity.office, '2', { name: 'Praxis 2' });
    await advance(SYNC_PULL_INTERVAL_MS);
    expect(await db.office.count()).toBe(2);
  });

  it('does nothing while the browser is offline', async () => {
    online = false;
    await engine.start();
    expect(server.gets).toHaveLength(0);
    online = true;
    engine.setOnline(true);
    await engine.whenIdle();
    expect(server.gets.length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toMatchObject({ online: true });
  });
});
