/**
 * A migrated database is the start of nearly every server suite, and migrating takes most of the time
 * a suite spends opening one (PGlite runs every migration in WASM; PostgreSQL round-trips each). So the
 * migrated state is made once and copied: PGlite from a dump of its data directory, PostgreSQL from a
 * template database. Both are named by a digest of the migrations and the PGlite version, so a change to
 * either makes a new one; the dumps sit in the system's temp folder and outlive the run, like a cache.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { IN_MEMORY, openDatabase } from '../platform/db/database';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../platform/db/migrate';

const SNAPSHOT_FOLDER = join(tmpdir(), 'kundencenter-test-snapshots');

let digest: string | undefined;

/** PGlite's package.json (its exports do not name it, so it is found beside its entry point). */
function pglitePackageJson(): Buffer {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFileSync(join(dirname(entry), '..', 'package.json'));
}

/** A short digest of every migration file and PGlite's package (its version). */
function migrationsDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256').update(pglitePackageJson());
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  digest = hash.digest('hex').slice(0, 16);
  return digest;
}

/** The dump of a freshly migrated PGlite, made by the first suite that asks and kept on disk. */
export async function migratedPgliteDump(): Promise<Blob> {
  const path = join(SNAPSHOT_FOLDER, `pglite-${migrationsDigest()}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: undefined });
    try {
      await migrateDatabase(database);
      const dump = await (database.client as PGlite).dumpDataDir('none');
      mkdirSync(SNAPSHOT_FOLDER, { recursive: true });
      // Written beside and renamed, so a suite in another worker never reads half a dump.
      const partial = `${path}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
      return dump;
    } finally {
      await database.close();
    }
  }
}

/**
 * The name of a migrated template database on the server `client` talks to, created on first use. It is
 * built under a name of its own and renamed when done, so a copy never starts from a half-migrated one.
 */
export async function migratedPostgresTemplate(client: pg.Client, serverUrl: string): Promise<string> {
  const template = `kc_template_${migrationsDigest()}`;
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (exists.rowCount) return template;
  const building = `kc_building_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE DATABASE ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  try {
    await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch {
    // Another suite finished its template first: that one is used, this one goes.
    await client.query(`DROP DATABASE IF EXISTS ${building}`);
  }
  return template;
}
