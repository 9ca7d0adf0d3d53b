/**
 * Issue 30: the migrations of this release (0018-0024) on the database of the previous one. The
 * demo laboratory as the previous release left it (fixtures/, made by makePreviousReleaseFixture.sh)
 * is restored into a new PostgreSQL database with its files and keys, and the current portal is
 * started on it as a deployment would start it: it migrates, records the feed's origin, adds the
 * reference data and serves. Nothing the old release wrote may be lost or changed, and what it
 * sealed must still open. Runs on PostgreSQL always: without the server, pg_restore or tar it fails.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserResponseSchema } from '../../server/features/login/authUserRoutes';
import { createEncrypter } from '../../server/platform/crypto/encryption';
import { MIGRATIONS_FOLDER } from '../../server/platform/db/migrate';
import { DEMO_PASSWORDS, DEMO_TOTP_SECRET, type DemoAccount } from '../../server/seed/demoCredentials';
import { reportListResponseSchema } from '../../src/contract/reports';
import { apiSession } from '../e2e/support/apiSession';
import type { PortalProcess } from '../e2e/support/portalProcess';
import {
  createScratchDatabase,
  queryDatabase,
  restoreDatabase,
  startPortalOn,
  type ScratchDatabase,
} from '../operations/portalOnPostgres';
import { PREVIOUS_RELEASE, PREVIOUS_RELEASE_DUMP, unpackPreviousReleaseFiles } from './previousRelease';
import {
  columnsOfTables,
  contentsOf,
  missingRows,
  type TableColumns,
  type TableContents,
} from './tableContents';

interface JournalEntry {
  tag: string;
  when: number;
}

const journal = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  }
).entries;

/** What drizzle's migrator records for a migration: the file's sha256 and the journal's time. */
const recordOf = (entry: JournalEntry) => ({
  hash: createHash('sha256')
    .update(readFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8'))
    .digest('hex'),
  created_at: String(entry.when),
});

const appliedMigrations = (databaseUrl: string) =>
  queryDatabase<{ hash: string; created_at: string }>(
    databaseUrl,
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );

/** This release's tables: created by 0018-0025. */
const NEW_TABLES = [
  'analyses',
  'analysis_profile_items',
  'analysis_profiles',
  'order_counts',
  'order_events',
  'order_favourites',
  'order_items',
  'order_number_blocks',
  'orders',
  'passkeys',
  'patients',
  'push_subscriptions',
  'report_results',
  'report_search_hits',
  'report_search_terms',
  'sso_identities',
  'sync_origin',
];

/**
 * Old tables the start of the current release adds rows to (its reference data): every old row
 * must still be there, but the count grows. Every other old table must hold exactly what it held.
 */
const TABLES_THE_START_ADDS_TO = ['changes', 'permissions', 'role_permissions'];

/** The change feed's counter: the start's reference data moves it on, as every write does. */
const SYNC_CLOCK = 'sync_clock';

/**
 * Columns an upgrade moves on by design: the permissions this release adds to the roles change the
 * scopes of their users, so their sync epoch goes up (scopesChanged) and their devices bootstrap.
 */
const MOVED_COLUMNS: Record<string, string[]> = { users: ['sync_epoch', 'updated_at'] };

/** The old columns of every old table, less those an upgrade moves on. */
function comparedColumns(columns: TableColumns): TableColumns {
  return new Map(
    [...columns].map(([table, names]) => [
      table,
      names.filter((name) => !(MOVED_COLUMNS[table] ?? []).includes(name)),
    ]),
  );
}

interface UserEpoch {
  id: number;
  sync_epoch: number;
  /** Whether one of the user's roles holds a permission the role did not hold before the upgrade. */
  gained: boolean;
}

/** Epochs, and which users' roles gained permissions compared with `rolePermissionsBefore`. */
async function userEpochs(databaseUrl: string, rolePermissionsBefore: string[]): Promise<UserEpoch[]> {
  return queryDatabase<UserEpoch>(
    databaseUrl,
    `SELECT u.id, u.sync_epoch,
            EXISTS (SELECT 1 FROM user_roles ur JOIN role_permissions rp USING (role_id)
                     WHERE ur.user_id = u.id
                       AND NOT (rp.role_id || ':' || rp.permission_id = ANY($1::text[]))) AS gained
       FROM users u ORDER BY u.id`,
    [rolePermissionsBefore],
  );
}

const DEMO_ACCOUNTS = Object.keys(DEMO_PASSWORDS) as DemoAccount[];

describe(`an upgrade from the previous release (${PREVIOUS_RELEASE.commit}) on PostgreSQL`, () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let portal: PortalProcess;
  let started = false;
  let oldColumns: TableColumns;
  let before: Map<string, TableContents>;
  let after: Map<string, TableContents>;
  let migrationsBefore: { hash: string; created_at: string }[];
  let epochsBefore: UserEpoch[];
  let epochsAfter: UserEpoch[];

  beforeAll(async () => {
    database = await createScratchDatabase();
    await restoreDatabase(PREVIOUS_RELEASE_DUMP, database.url);
    dataDir = await mkdtemp(join(tmpdir(), 'kc-upgrade-'));
    await unpackPreviousReleaseFiles(dataDir);

    migrationsBefore = await appliedMigrations(database.url);
    oldColumns = comparedColumns(await columnsOfTables(database.url));
    before = await contentsOf(database.url, oldColumns);
    const rolePermissions = await queryDatabase<{ pair: string }>(
      database.url,
      "SELECT role_id || ':' || permission_id AS pair FROM role_permissions",
    );
    const pairsBefore = rolePermissions.map((row) => row.pair);
    epochsBefore = await userEpochs(database.url, pairsBefore);

    // As a deployment upgrades: the same database, files and keys, the new code started on them.
    portal = await startPortalOn(database.url, dataDir, {
      APP_KEY: PREVIOUS_RELEASE.appKey,
      SESSION_SECRET: PREVIOUS_RELEASE.sessionSecret,
    });
    started = true;
    after = await contentsOf(database.url, oldColumns);
    epochsAfter = await userEpochs(database.url, pairsBefore);
  }, 90_000);

  afterAll(async () => {
    if (started) await portal.stop('SIGTERM');
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts from the previous release: its migrations up to 0017 applied, none of this release', () => {
    const lastOld = journal.findIndex((entry) => entry.tag === PREVIOUS_RELEASE.lastMigration);
    expect(lastOld).toBeGreaterThan(0);
    expect(migrationsBefore).toEqual(journal.slice(0, lastOld + 1).map(recordOf));
    expect(before.get('users')?.rows.length).toBeGreaterThan(0);
    expect(before.get('reports')?.rows.length).toBeGreaterThan(0);
  });

  it('applies every migration of this release at the start, each recorded once', async () => {
    expect(await appliedMigrations(database.url)).toEqual(journal.map(recordOf));
    const tables = await columnsOfTables(database.url);
    for (const table of NEW_TABLES) expect(tables.has(table), table).toBe(true);
  });

  it('keeps every row of every old table with the values of its old columns', () => {
    for (const [table, contents] of before) {
      if (table === SYNC_CLOCK) continue;
      expect(missingRows(contents, after.get(table)), `rows of ${table} lost or changed`).toEqual([]);
    }
  });

  it('adds no row to an old table except the reference data the start keeps up to date', () => {
    const grown = [...before]
      .filter(([table, contents]) => after.get(table)?.rows.length !== contents.rows.length)
      .map(([table]) => table);
    expect(grown).toEqual(TABLES_THE_START_ADDS_TO);
    expect(after.get('users')).toEqual(before.get('users'));
    expect(after.get('reports')).toEqual(before.get('reports'));
  });

  it("moves the sync epoch of each user whose roles gained this release's permissions on by one, no other", () => {
    expect(epochsAfter.some((user) => user.gained)).toBe(true);
    expect(epochsAfter).toEqual(
      epochsBefore.map((user, index) => ({
        ...user,
        sync_epoch: user.sync_epoch + (epochsAfter[index]?.gained ? 1 : 0),
        gained: epochsAfter[index]?.gained,
      })),
    );
  });

  it('moves the change feed on from where the previous release left it, and records its origin', async () => {
    const [clock] = await queryDatabase<{ v: string }>(database.url, 'SELECT v::text FROM sync_clock');
    const [oldClock] = await queryDatabase<{ v: string }>(
      database.url,
      'SELECT max(version)::text AS v FROM changes WHERE version <= (SELECT v FROM sync_clock)',
    );
    expect(Number(clock?.v)).toBeGreaterThanOrEqual(Number(oldClock?.v));
    // Recorded, not taken for a restore: the upgrade makes no device bootstrap (no epoch moved by RESTORE_EPOCH_STEP).
    expect(await queryDatabase(database.url, 'SELECT id FROM sync_origin')).toEqual([{ id: 1 }]);
  });

  it("opens what the previous release sealed with its key: the demo accounts' TOTP secrets", async () => {
    const encrypter = createEncrypter(PREVIOUS_RELEASE.appKey);
    const sealed = await queryDatabase<{ username: string; two_factor_secret: string }>(
      database.url,
      'SELECT username, two_factor_secret FROM users WHERE two_factor_secret IS NOT NULL ORDER BY username',
    );
    expect(sealed.map((user) => user.username)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS));
    for (const user of sealed)
      expect(encrypter.decrypt(user.two_factor_secret), user.username).toBe(DEMO_TOTP_SECRET);
  });

  it.each(DEMO_ACCOUNTS)(
    'lets %s sign in with the password and second factor of the previous release',
    async (account) => {
      const session = await apiSession(portal.url, account, DEMO_PASSWORDS[account]);
      const { data } = authUserResponseSchema.parse(await (await session('GET', '/api/auth/user')).json());
      expect(data).toMatchObject({ username: account, twoFactorAuthenticated: true });
    },
  );

  it("serves dr.weber's reports of the previous release, and a report's PDF from its old encrypted file", async () => {
    const weber = await apiSession(portal.url, 'dr.weber', DEMO_PASSWORDS['dr.weber']);
    const list = reportListResponseSchema.parse(await (await weber('GET', '/api/befunde')).json());
    expect(list.data.data.length).toBeGreaterThan(0);
    const oldReports = await queryDatabase<{ id: number }>(database.url, 'SELECT id FROM reports');
    const oldIds = new Set(oldReports.map((report) => report.id));
    for (const report of list.data.data) expect(oldIds.has(report.id)).toBe(true);

    const [first] = list.data.data;
    const file = await weber('GET', `/api/befunde/${first?.id}/file`);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
