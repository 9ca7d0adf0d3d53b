/**
 * Opens the one database the server uses: embedded PGlite (real PostgreSQL in WASM, persisted in
 * DATA_DIR/pglite) when no DATABASE_URL is set, else a node-postgres pool. Both are handed out as
 * the same drizzle PgDatabase type, so no feature code knows which one it talks to.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config/config';
/**
 * The drizzle database every feature uses, whichever driver is below it. Without the schema: the portal
 * builds its queries from the tables (`db.select().from(reports)`) and never uses drizzle's relational
 * queries (`db.query.*`), and with a schema drizzle builds a relational query builder for each of its
 * tables in every transaction it opens (docs/benchmarks.md, 'A transaction without the schema').
 */
export type AppDb = PgDatabase<PgQueryResultHKT>;

/** A transaction handed to `db.transaction(async (tx) => ...)`; it can be passed wherever AppDb is. */
export type AppTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** `dataDir` value that keeps PGlite in memory (tests). */
export const IN_MEMORY = 'memory://';

interface DatabaseCommon {
  db: AppDb;
  /** Resolves when the database answers `SELECT 1`, rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Database = DatabaseCommon &
  ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

export type DatabaseKind = Database['kind'];

export interface OpenDatabaseOptions {
  /** Errors of idle pooled connections (a restarted server); the pool replaces the connection. */
  onPoolError?: (error: Error) => void;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (test suites). */
  loadDataDir?: Blob;
}

/** How long a pooled connect may take before a query (and /healthz) fails instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: 'kundencenter',
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db: AppDb = drizzleNodePg({ client: pool });
    return {
      kind: 'postgres',
      client: pool,
      db,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let dataDir = IN_MEMORY;
  if (config.dataDir !== IN_MEMORY) {
    dataDir = join(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Extensions' code must be handed to PGlite at open; the migration (CREATE EXTENSION) enables it.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db: AppDb = drizzlePglite({ client });
  return {
    kind: 'pglite',
    client,
    db,
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: AppDb): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
