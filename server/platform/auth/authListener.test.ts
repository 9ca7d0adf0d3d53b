import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../../testing/testDatabases';
import { AuthCache, type CachedSession } from './authCache';
import { startAuthListener, type AuthListener } from './authListener';

/**
 * The listener under overload (issue 30): a fence not heard in time clears the cache, and only a
 * connection that no longer answers is replaced. The listener's PostgreSQL backend is stopped with
 * SIGSTOP (the tests run as the machine's root beside the server, as CI does): it then neither
 * delivers the fence nor answers, as a backend on a machine out of CPU does for a while.
 */
const postgres = testDatabases().find(({ kind }) => kind === 'postgres');

const entry = (sessionId: string): CachedSession => ({
  session: {
    id: sessionId,
    userId: 1,
    twoFactorPassedAt: null,
    csrfToken: 'csrf',
    lastActivityAt: new Date(0),
    data: {},
  },
  user: null,
});

// A run on PGlite only (without TEST_DATABASE_URL, or CI's run on the machine's Node) has no PostgreSQL to stop.
describe.skipIf(!postgres)('the auth listener on PostgreSQL', () => {
  let database: Database;
  let listener: AuthListener;
  const cache = new AuthCache();
  const warnings: string[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.open({ migrate: false });
    listener = await startAuthListener(
      database,
      cache,
      { warn: (_details, message) => warnings.push(message) },
      { fenceTimeoutMs: 300, answerTimeoutMs: 1_500 },
    );
    await vi.waitFor(() => expect(cache.isListening).toBe(true));
  });
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  async function listenerBackends(): Promise<number[]> {
    if (database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const { rows } = await database.client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where application_name = 'kundencenter-auth-listener' and datname = current_database()`,
    );
    return rows.map(({ pid }) => pid);
  }
  const listenerBackend = async (): Promise<number | undefined> => {
    const [only, ...more] = await listenerBackends();
    if (more.length > 0) throw new Error('more than one listener');
    return only;
  };

  it('clears the cache when a fence is late, and keeps a connection that still answers', async () => {
    cache.set('s1', entry('s1'), cache.generation);
    expect(cache.size).toBe(1);
    const backend = await listenerBackend();
    if (!backend) throw new Error('no listener backend');
    process.kill(backend, 'SIGSTOP');
    try {
      await listener.fence();
      expect(cache.size).toBe(0);
      expect(warnings).toContain('auth cache: a fence was not heard in time, the cache is cleared');
      // Until the connection answers, nothing is stored: a missed eviction cannot be served.
      expect(cache.isListening).toBe(false);
      cache.set('s1', entry('s1'), cache.generation);
      expect(cache.size).toBe(0);
    } finally {
      process.kill(backend, 'SIGCONT');
    }
    // Asked after the fence, the connection answers: it stays, and the cache fills again.
    await vi.waitFor(() => expect(cache.isListening).toBe(true), { timeout: 1_000 });
    expect(await listenerBackend()).toBe(backend);
    await listener.fence();
    cache.set('s2', entry('s2'), cache.generation);
    expect(cache.size).toBe(1);
  });

  it('connects again when the listener does not answer either', async () => {
    const backend = await listenerBackend();
    if (!backend) throw new Error('no listener backend');
    process.kill(backend, 'SIGSTOP');
    try {
      await listener.fence();
      expect(cache.isListening).toBe(false);
      // Not answered within its time: a new connection (a new backend) listens. The stopped one is
      // still listed until it runs again and sees its connection closed.
      await vi.waitFor(
        async () => expect((await listenerBackends()).filter((pid) => pid !== backend)).toHaveLength(1),
        { timeout: 5_000 },
      );
    } finally {
      process.kill(backend, 'SIGCONT');
    }
    await vi.waitFor(() => expect(cache.isListening).toBe(true), { timeout: 5_000 });
    cache.set('s3', entry('s3'), cache.generation);
    expect(cache.size).toBe(1);
  });
});
