/**
 * A real portal process (tests/e2e/support/portalProcess.ts) on a PostgreSQL database of its own,
 * for the operations suites (issue 30): backup and restore, a crash in the middle of an import.
 * These suites exist to prove what happens to a PostgreSQL server and a files folder, so they run
 * on PostgreSQL always (TEST_DATABASE_URL, else the local server): without PostgreSQL, pg_dump or
 * pg_restore they fail; they never skip.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPortal, type PortalProcess } from '../e2e/support/portalProcess';

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL client tool; a missing one fails the suite with its name, never skips it. */
async function run(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is not installed: the operations suites need the PostgreSQL client tools`);
    }
    throw error;
  }
}

export const POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database: the portal migrates it at its first start, as in a deployment. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `kc_ops_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer(async (client) => {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      }),
  };
}

/** Rows of a query on one database, by a client of its own. */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** docs/operations.md's dump: the custom format, which pg_restore reads. */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['-Fc', '--no-owner', '-f', file, databaseUrl]);
}

export async function restoreDatabase(file: string, databaseUrl: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', databaseUrl, file]);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A portal on `databaseUrl` keeping its files and secrets in `dataDir`, the demo seeded into an
 * empty database; on `port` when given (a redeploy at the same address), else on a free one; from
 * the source tree `cwd` when given (another release's), else this checkout.
 */
export async function startPortalOn(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
  port?: number,
  cwd?: string,
): Promise<PortalProcess> {
  return startPortal({
    port: port ?? (await freePort()),
    dataDir,
    ...(cwd ? { cwd } : {}),
    env: { DATABASE_URL: databaseUrl, ...env },
    startTimeoutMs: 60_000,
  });
}
