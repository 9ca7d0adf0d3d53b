import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { IN_MEMORY, openDatabase, type Database } from '../db/database';
import { users } from '../db/schema';
import { signIn } from '../../testing/session';
import { createTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { AUTH_CACHE_MAX_ENTRIES, AUTH_CACHE_TTL_MS, AuthCache, type CachedSession } from './authCache';

function entry(sessionId: string, userId: number): CachedSession {
  return {
    session: {
      id: sessionId,
      userId,
      twoFactorPassedAt: null,
      csrfToken: 'csrf',
      lastActivityAt: new Date(0),
      data: {},
    },
    user: null,
  };
}

describe('AuthCache', () => {
  it('stores and serves nothing until its listener listens, and copies what it serves', () => {
    const cache = new AuthCache();
    cache.set('s1', entry('s1', 1), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.set('s1', entry('s1', 1), cache.generation);
    const served = cache.get('s1');
    expect(served?.session.userId).toBe(1);
    if (served) served.session.data.passwordConfirmedAt = 5;
    expect(cache.get('s1')?.session.data).toEqual({});
  });

  it('does not store a lookup that a notification overtook', () => {
    const cache = new AuthCache();
    cache.setListening(true);
    const before = cache.generation;
    cache.heard('u:1');
    cache.set('s1', entry('s1', 1), before);
    expect(cache.get('s1')).toBeUndefined();
  });

  it("evicts a session on 's:', every session of a user on 'u:', everything on '*', nothing on a fence", () => {
    const cache = new AuthCache();
    cache.setListening(true);
    const fill = () => {
      for (const [id, user] of [
        ['a', 1],
        ['b', 1],
        ['c', 2],
      ] as const)
        cache.set(id, entry(id, user), cache.generation);
    };
    fill();
    cache.heard('fence:1:1');
    expect(cache.size).toBe(3);
    cache.heard('s:c');
    expect([cache.get('a'), cache.get('c')].map(Boolean)).toEqual([true, false]);
    fill();
    cache.heard('u:1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, false, true]);
    fill();
    cache.heard('*');
    expect(cache.size).toBe(0);
  });

  it('drops everything and stores nothing while the listener is lost', () => {
    const cache = new AuthCache();
    cache.setListening(true);
    cache.set('a', entry('a', 1), cache.generation);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    cache.set('a', entry('a', 1), cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('ends an entry after its time to live and keeps at most its maximum', () => {
    let now = 0;
    const cache = new AuthCache(() => now);
    cache.setListening(true);
    cache.set('a', entry('a', 1), cache.generation);
    now = AUTH_CACHE_TTL_MS - 1;
    expect(cache.get('a')).toBeDefined();
    now = AUTH_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
    for (let index = 0; index <= AUTH_CACHE_MAX_ENTRIES; index++)
      cache.set(`s${index}`, entry(`s${index}`, index), cache.generation);
    expect(cache.size).toBe(AUTH_CACHE_MAX_ENTRIES);
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get(`s${AUTH_CACHE_MAX_ENTRIES}`)).toBeDefined();
  });
});

describe.each(testDatabases())('the auth cache on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('serves a read request from the cache and evicts a session signed out on this instance at once', async () => {
    const agent = await signIn(t, 'dr.weber');
    const cache = t.app.authListener.cache;
    await vi.waitFor(() => expect(cache.isListening).toBe(true));
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
    expect((await agent.post('/logout')).statusCode).toBe(204);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('counts a lock made in the database on the next read request once it is heard', async () => {
    const agent = await signIn(t, 'labor');
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await t.database.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.username, 'labor'));
    try {
      await t.app.authListener.fence();
      expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ lockedAt: null }).where(eq(users.username, 'labor'));
    }
  });
});

const onPostgres = testDatabases().filter(({ kind }) => kind === 'postgres');

describe.each(onPostgres)('two instances on one $kind database', (testDatabase) => {
  let a: TestApp;
  let b: App;
  let bDatabase: Database;
  beforeAll(async () => {
    a = await createTestApp(testDatabase);
    if (a.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    bDatabase = await openDatabase({
      dataDir: IN_MEMORY,
      databaseUrl: a.database.client.options.connectionString,
    });
    b = await buildApp({
      config: a.config,
      database: bDatabase,
      logger: false,
      mailer: a.mailer,
      clock: a.clock.now,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("ends a session cached on A when B locks its user, as soon as A's listener heard it", async () => {
    const agent = await signIn(a, 'dr.weber');
    await vi.waitFor(() => expect(a.app.authListener.cache.isListening).toBe(true));
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await bDatabase.db.update(users).set({ lockedAt: a.clock.now() }).where(eq(users.username, 'dr.weber'));
    try {
      await a.app.authListener.fence();
      expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    } finally {
      await bDatabase.db.update(users).set({ lockedAt: null }).where(eq(users.username, 'dr.weber'));
    }
  });

  it('serves nothing from the cache while its listener is lost, and listens again after', async () => {
    const cache = a.app.authListener.cache;
    const agent = await signIn(a, 'labor');
    await vi.waitFor(() => expect(cache.isListening).toBe(true));
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await bDatabase.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'kundencenter-auth-listener' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(cache.isListening).toBe(false));
    expect(cache.size).toBe(0);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await vi.waitFor(() => expect(cache.isListening).toBe(true), { timeout: 5_000 });
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
  });
});
