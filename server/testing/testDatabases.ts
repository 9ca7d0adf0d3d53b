/**
 * The databases the server's integration suites run against: always an in-memory PGlite, and a
 * PostgreSQL server as well when TEST_DATABASE_URL is set (CI points it at the local server).
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
  const kinds: TestDatabase[] = [{ kind: 'pglite', open: openPglite }];
  const serverUrl = env['TEST_DATABASE_URL'];
  if (serverUrl) kinds.push({ kind: 'postgres', open: (options) => openPostgres(serverUrl, options) });
  return kinds;
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
