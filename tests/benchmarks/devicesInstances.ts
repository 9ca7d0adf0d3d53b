/**
 * The portal instances of `npm run bench:devices` (devices.ts): one or more `npm start` processes
 * on one fresh PostgreSQL database, one Redis key prefix and one s3rver bucket, set up exactly as
 * tests/e2e/support/twoInstances.ts sets up its two (shared secrets and Pusher credentials, so a
 * session or a channel signature of one instance is valid on the others). Also the single instance
 * runs with Redis: the issue compares one instance on PostgreSQL with Redis against two.
 * The first instance migrates and seeds the demo laboratory; the others start on the result.
 * PostgreSQL and Redis are required: without them this throws and the benchmark fails.
 */
import { randomBytes } from 'node:crypto';
import { startS3TestServer } from '../../server/testing/s3TestServer';
import { startPortal, type PortalProcess } from '../e2e/support/portalProcess';
import {
  ADMIN_DATABASE_URL,
  TEST_REDIS_URL,
  adminQuery,
  deleteRedisKeys,
  freePort,
  pingRedis,
  withDatabase,
} from '../e2e/support/twoInstances';

export interface BenchInstances {
  portals: PortalProcess[];
  databaseUrl: string;
  /** The database's name, for pg_stat_activity. */
  database: string;
  pusherKey: string;
  stop(): Promise<void>;
}

export async function startInstances(count: number): Promise<BenchInstances> {
  const suffix = randomBytes(6).toString('hex');
  const database = `kc_bench_${suffix}`;
  const redisPrefix = `kc-bench-${suffix}:`;
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
      portals.push(await startPortal({ port: await freePort(), env: { ...env, ...seed }, stdio: 'inherit' }));
    }
    return { portals, databaseUrl, database, pusherKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
