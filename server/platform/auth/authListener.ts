/**
 * Listens on the `kc_auth` channel for the auth cache (authCache.ts). On PostgreSQL a connection of
 * its own (LISTEN needs a session; the pool's connections come and go), reconnecting after a drop
 * with a growing pause; the cache serves nothing while it is not listening. On PGlite the embedded
 * database's own listen(), which hears a commit before the committing statement returns.
 *
 * fence(): resolves once every notification committed before the call has been heard here. It
 * sends a notification of its own and waits for it: PostgreSQL delivers notifications in commit
 * order. A state-changing request waits for it before it answers (sessionHooks.ts), so whatever it
 * changed is evicted on this instance before its client can send the next request.
 *
 * A fence not heard in time (an overloaded machine, or a connection that died without a word) clears
 * the cache, which stores nothing until the listener's connection has answered a query: only one that
 * does not answer is replaced. Under overload the connection is usually fine, and replacing it would
 * switch the cache off and send every session lookup to a database that is already too busy (issue 30).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { AUTH_CHANNEL, FENCE_PREFIX, type AuthCache } from './authCache';

export interface AuthListenerTiming {
  /** A fence not heard within this after its commit clears the cache and asks the listener to answer. */
  fenceTimeoutMs: number;
  /** A listener that does not answer within this has lost its connection: it connects again. */
  answerTimeoutMs: number;
}

const TIMING: AuthListenerTiming = { fenceTimeoutMs: 2_000, answerTimeoutMs: 5_000 };
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** Whether `promise` settles within `ms` (its rejection counts as not). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface AuthListener {
  readonly cache: AuthCache;
  fence(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests wait with fence() for a change they made in the database to reach the auth cache. */
    authListener: AuthListener;
  }
}

interface Log {
  warn(object: object, message: string): void;
}

export async function startAuthListener(
  database: Database,
  cache: AuthCache,
  log: Log,
  timing: AuthListenerTiming = TIMING,
): Promise<AuthListener> {
  const waiting = new Map<string, () => void>();
  let fences = 0;
  const heard = (payload: string) => {
    cache.heard(payload);
    waiting.get(payload)?.();
  };

  const listener =
    database.kind === 'pglite'
      ? await database.client.listen(AUTH_CHANNEL, heard).then((unlisten) => {
          cache.setListening(true);
          // In the process itself: nothing to ask, the cleared cache is all there is to do.
          return { stop: () => unlisten(), checkConnection: () => undefined };
        })
      : listenOnPostgres(database.client.options.connectionString, cache, heard, log, timing);

  return {
    cache,
    async fence() {
      // Not listening: the cache serves nothing, so there is nothing to wait for.
      if (!cache.isListening) return;
      const payload = `${FENCE_PREFIX}${process.pid}:${++fences}`;
      const arrived = new Promise<void>((resolve) => waiting.set(payload, resolve));
      try {
        // The wait starts after the commit: a busy pool's queue is not the listener's delay.
        await database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`);
        if (await within(arrived, timing.fenceTimeoutMs)) return;
        // Not heard: an eviction may not have been either. The cache starts empty, and a listener
        // whose connection no longer answers connects again.
        log.warn({}, 'auth cache: a fence was not heard in time, the cache is cleared');
        cache.clear();
        listener.checkConnection();
      } catch {
        // The fence could not be sent: the request's answer stands, the cache starts empty.
        cache.clear();
      } finally {
        waiting.delete(payload);
      }
    },
    async close() {
      cache.setListening(false);
      await listener.stop();
    },
  };
}

/** The PostgreSQL listener: its own client, reconnected after a drop (or a restart). */
function listenOnPostgres(
  connectionString: string | undefined,
  cache: AuthCache,
  heard: (payload: string) => void,
  log: Log,
  timing: AuthListenerTiming,
): { stop(): Promise<void>; checkConnection(): void } {
  let client: pg.Client | null = null;
  let checking: pg.Client | null = null;
  let closed = false;
  let pause = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const dropped = (failed: pg.Client, error?: unknown) => {
    if (client !== failed) return;
    client = null;
    cache.setListening(false);
    failed.end().catch(() => undefined);
    if (closed) return;
    if (error) log.warn({ err: error }, 'auth cache: listener lost, the cache is off until it is back');
    timer = setTimeout(connect, pause);
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString, application_name: 'kundencenter-auth-listener' });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANNEL && message.payload !== undefined) heard(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANNEL}`);
      if (client !== next || closed) return;
      pause = RECONNECT_FIRST_MS;
      cache.setListening(true);
    } catch (error) {
      dropped(next, error);
    }
  }

  void connect();
  return {
    async stop() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      cache.setListening(false);
      await last?.end().catch(() => undefined);
    },
    checkConnection() {
      // Many fences time out together under overload: one question at a time.
      const asked = client;
      if (!asked || checking === asked) return;
      checking = asked;
      // Nothing is stored or served until it answers: an eviction it missed cannot be served stale.
      cache.setListening(false);
      void within(asked.query('select 1'), timing.answerTimeoutMs).then((answered) => {
        if (checking === asked) checking = null;
        if (!answered) dropped(asked, new Error('the listener did not answer'));
        else if (client === asked && !closed) cache.setListening(true);
      });
    },
  };
}
