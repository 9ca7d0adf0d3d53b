import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3TestServer, type S3TestServer } from '../../../server/testing/s3TestServer';
import { startPortal, type PortalProcess } from './portalProcess';

/**
 * Portal instances behind one PostgreSQL and one Redis, as docs/deployment.md runs N of them: a
 * fresh database of their own (dropped by `stop`), a Redis key prefix of their own (so parallel
 * runs on one Redis do not mix), the same secrets and Pusher credentials on all (a session or a
 * channel signature of one is valid on the others), and one S3 bucket for the encrypted files
 * (issue 30: a local s3rver started here; each instance has its own DATA_DIR and no files
 * directory is shared). The first seeds the demo laboratory and migrates; the others start on the
 * result. Used by the two-instance e2e and latency benchmark, and by bench:devices.
 *
 * PostgreSQL and Redis are required: without them this throws, so the tests that use it fail
 * rather than skip (both run on the development machine and in CI).
 */
export interface PortalInstances {
  portals: PortalProcess[];
  databaseUrl: string;
  /** The database's name (pg_stat_activity). */
  database: string;
  redisUrl: string;
  redisPrefix: string;
  pusherKey: string;
  /** The local S3-compatible store the instances keep their files in. */
  s3: S3TestServer;
  stop(): Promise<void>;
}

export interface TwoInstances extends PortalInstances {
  a: PortalProcess;
  b: PortalProcess;
}

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function startInstances(
  count: number,
  options: {
    stdio?: 'inherit' | 'ignore';
    name?: string;
    /** Node options for every instance (startPortal's `nodeArgs`). */
    nodeArgs?: string[];
    /** More environment for every instance. */
    env?: Record<string, string>;
  } = {},
): Promise<PortalInstances> {
  const suffix = randomBytes(6).toString('hex');
  const name = options.name ?? 'e2e';
  const database = `kc_${name}_${suffix}`;
  const redisPrefix = `kc-${name}-${suffix}:`;
  await pingRedis(TEST_REDIS_URL);
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = withDatabase(ADMIN_DATABASE_URL, database);
  const s3 = await startS3TestServer();
  const pusherKey = `key-${suffix}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_KEY: randomBytes(32).toString('hex'),
    PUSHER_APP_ID: `app-${suffix}`,
    PUSHER_APP_KEY: pusherKey,
    PUSHER_APP_SECRET: randomBytes(32).toString('hex'),
    REPORT_FILE_KEY: randomBytes(32).toString('base64'),
    ...s3.env,
    ...options.env,
  };
  const portals: PortalProcess[] = [];
  const stop = async () => {
    await Promise.allSettled(portals.map((portal) => portal.stop()));
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await deleteRedisKeys(TEST_REDIS_URL, redisPrefix);
    await s3.stop();
  };
  try {
    for (let index = 0; index < count; index++) {
      const seed: Record<string, string> = index === 0 ? {} : { SEED_DEMO: 'false' };
      portals.push(
        await startPortal({
          port: await freePort(),
          env: { ...env, ...seed },
          stdio: options.stdio,
          nodeArgs: options.nodeArgs,
        }),
      );
    }
    return { portals, databaseUrl, database, redisUrl: TEST_REDIS_URL, redisPrefix, pusherKey, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function startTwoInstances(
  options: { stdio?: 'inherit' | 'ignore' } = {},
): Promise<TwoInstances> {
  const instances = await startInstances(2, options);
  const [a, b] = instances.portals;
  if (!a || !b) throw new Error('two instances were asked for');
  return { ...instances, a, b };
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is required at ${ADMIN_DATABASE_URL} (TEST_DATABASE_URL)`, { cause: error });
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function pingRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis is required at ${url} (REDIS_URL)`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
