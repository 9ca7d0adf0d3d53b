/**
 * The databases the server's integration suites run against: an in-memory PGlite, and a
 * PostgreSQL server as well when TEST_DATABASE_URL is set (CI points it at the local server).
 * TEST_DATABASE_KINDS narrows a run to some of them (`pglite`, `postgres`, comma-separated): CI names
 * both (.ci/run), so a PostgreSQL that does not answer fails the run. A kind named there without its
 * database fails the run instead of skipping it.
 * Each `open()` on PostgreSQL creates a fresh database with a random name, so parallel test files
 * and repeated runs never see each other's rows; `close()` drops it again. A migrated database is a
 * copy of one migrated once (migratedSnapshots.ts).
 *
 *   describe.each(testDatabases())('on $kind', (testDatabase) => {
 *     let database: Database;
 *     beforeAll(async () => { database = await testDatabase.open(); });
 *     afterAll(() => database.close());
 *   });
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY, openDatabase, type Database, type DatabaseKind } from '../platform/db/database';
import { migratedPgliteDump, migratedPostgresTemplate } from './migratedSnapshots';

export interface TestDatabase {
  kind: DatabaseKind;
  /** A fresh database, migrated unless `migrate: false`; its close() also disposes of it. */
  open(options?: { migrate?: boolean }): Promise<Database>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const serverUrl = env['TEST_DATABASE_URL'];
  const named = env['TEST_DATABASE_KINDS']?.split(',').map((kind) => kind.trim());
  const wanted = named ?? ['pglite', ...(serverUrl ? ['postgres'] : [])];
  const unknown = wanted.filter((kind) => kind !== 'pglite' && kind !== 'postgres');
  if (unknown.length > 0)
    throw new Error(`TEST_DATABASE_KINDS names no database kind: ${unknown.join(', ')}`);
  const kinds: TestDatabase[] = [];
  if (wanted.includes('pglite')) kinds.push({ kind: 'pglite', open: openPglite });
  if (wanted.includes('postgres')) {
    if (!serverUrl) throw new Error('TEST_DATABASE_KINDS names postgres, but TEST_DATABASE_URL is not set');
    kinds.push({ kind: 'postgres', open: (options) => openPostgres(serverUrl, options) });
  }
  return kinds;
}

/** The database of a suite that checks the app, not the database: the run's first kind. */
export function oneTestDatabase(env: NodeJS.ProcessEnv = process.env): TestDatabase {
  const [first] = testDatabases(env);
  if (!first) throw new Error('TEST_DATABASE_KINDS names no database');
  return first;
}

async function openPglite({ migrate = true } = {}): Promise<Database> {
  const loadDataDir = migrate ? await migratedPgliteDump() : undefined;
  return openDatabase({ dataDir: IN_MEMORY, databaseUrl: undefined }, { loadDataDir });
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openPostgres(serverUrl: string, { migrate = true } = {}): Promise<Database> {
  const name = `kc_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, async (client) => {
    const template = migrate ? await migratedPostgresTemplate(client, serverUrl) : 'template1';
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: url.toString() });
  const dropDatabase = async () => {
    await database.close();
    await withServer(serverUrl, async (client) => {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    });
  };
  return { ...database, close: dropDatabase };
}
