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
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { AUTH_CHANNEL, FENCE_PREFIX, type AuthCache } from './authCache';

/** A fence not heard within this is taken as a lost connection: the listener starts again. */
const FENCE_TIMEOUT_MS = 2_000;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

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
          return { stop: () => unlisten(), restart: () => cache.clear() };
        })
      : listenOnPostgres(database.client.options.connectionString, cache, heard, log);

  return {
    cache,
    async fence() {
      // Not listening: the cache serves nothing, so there is nothing to wait for.
      if (!cache.isListening) return;
      const payload = `${FENCE_PREFIX}${process.pid}:${++fences}`;
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
        timer.unref();
        waiting.set(payload, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`);
        if (await arrived) return;
        // Not heard: the listener may be deaf without knowing it. Start it afresh.
        log.warn({}, 'auth cache: a fence was not heard, the listener starts again');
        listener.restart();
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
): { stop(): Promise<void>; restart(): void } {
  let client: pg.Client | null = null;
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
    restart() {
      if (client) dropped(client, new Error('a fence was not heard'));
      else cache.clear();
    },
  };
}
