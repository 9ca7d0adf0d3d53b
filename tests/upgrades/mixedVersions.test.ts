/**
 * Issue 30: the window of a rolling update (docs/operations.md, "This release's migrations while
 * the previous release still runs"). The previous release's demo database (fixtures/) is restored,
 * the current release starts on it and migrates it, and then the previous release's own code
 * (commit PREVIOUS_RELEASE.commit, its source in fixtures/) starts beside it on the same
 * database, files and keys, as instance A still runs while B has been upgraded. Both serve: the
 * old code applies no migration and takes nothing from the new release's reference data, its
 * users work, and what either instance writes, the other serves. Runs on PostgreSQL always;
 * without the server, pg_restore or tar it fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../../server/seed/demoCredentials';
import { pdfBytes } from '../../server/testing/pdf';
import { reportListResponseSchema } from '../../src/contract/reports';
import { syncBootstrapPageSchema, syncPullResponseSchema } from '../../src/contract/sync';
import { apiSession } from '../e2e/support/apiSession';
import type { PortalProcess } from '../e2e/support/portalProcess';
import {
  createScratchDatabase,
  queryDatabase,
  restoreDatabase,
  startPortalOn,
  type ScratchDatabase,
} from '../operations/portalOnPostgres';
import {
  extractPreviousReleaseSource,
  PREVIOUS_RELEASE,
  PREVIOUS_RELEASE_DUMP,
  unpackPreviousReleaseFiles,
} from './previousRelease';

type Session = Awaited<ReturnType<typeof apiSession>>;

const KEYS = { APP_KEY: PREVIOUS_RELEASE.appKey, SESSION_SECRET: PREVIOUS_RELEASE.sessionSecret };

const migrations = (databaseUrl: string) =>
  queryDatabase<{ hash: string }>(databaseUrl, 'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id');
const rolePermissions = (databaseUrl: string) =>
  queryDatabase<{ pair: string }>(
    databaseUrl,
    "SELECT role_id || ':' || permission_id AS pair FROM role_permissions ORDER BY 1",
  );
const epochs = (databaseUrl: string) =>
  queryDatabase<{ id: number; sync_epoch: number }>(
    databaseUrl,
    'SELECT id, sync_epoch FROM users ORDER BY id',
  );

/** dr.weber's practice in the demo (the upload names it in the file name). */
const WEBER_LIS_ID = 'A-100483';

/** 'labor' (signed in on `portal`) uploads a report for dr.weber, as the upload page does; its id. */
async function uploadForWeber(labor: Session, befundId: string, patient: [string, string]): Promise<number> {
  const form = new FormData();
  const pdf = new Uint8Array(pdfBytes(`${patient[0]}, ${patient[1]}`));
  form.append(
    'files',
    new Blob([pdf], { type: 'application/pdf' }),
    `${WEBER_LIS_ID}_${befundId}_${patient.join('_')}.pdf`,
  );
  const response = await labor('POST', '/api/befunde', form);
  const { data } = (await response.json()) as { data: { report: { id: number } }[] };
  const id = data[0]?.report.id;
  if (id === undefined) throw new Error(`no report in the upload's answer`);
  return id;
}

async function listedIds(session: Session, query = ''): Promise<number[]> {
  const list = reportListResponseSchema.parse(
    await (await session('GET', `/api/befunde?perPage=100${query ? `&${query}` : ''}`)).json(),
  );
  return list.data.data.map((report) => report.id);
}

async function cursorOf(session: Session): Promise<string> {
  return syncBootstrapPageSchema.parse(await (await session('GET', '/api/sync/bootstrap?limit=1')).json())
    .cursor;
}

/** An incremental pull from `cursor`; a reset (a half-synced device) fails the test. */
async function pull(session: Session, cursor: string) {
  const answer = syncPullResponseSchema.parse(
    await (await session('GET', `/api/sync?cursor=${encodeURIComponent(cursor)}`)).json(),
  );
  if ('reset' in answer) throw new Error(`the pull from ${cursor} answered a reset`);
  return answer;
}

describe(`the previous release (${PREVIOUS_RELEASE.commit}) beside this one during a rolling update`, () => {
  let database: ScratchDatabase;
  let workDir: string;
  /** B (this release) and A (the previous one), once started. */
  const instances: { current?: PortalProcess; previous?: PortalProcess } = {};
  const instance = (name: keyof typeof instances): PortalProcess => {
    const portal = instances[name];
    if (!portal) throw new Error(`the ${name} release did not start`);
    return portal;
  };
  let beforeOldStart: { migrations: unknown; permissions: unknown; epochs: unknown };
  /** dr.weber signed in on each instance once (each sign-in waits for an unused TOTP step). */
  const sessions = new Map<PortalProcess, Promise<Session>>();
  /** Sign-ins of both instances go by one record of used TOTP steps: they share the database. */
  const signIn = (portal: PortalProcess, account: 'dr.weber' | 'labor') =>
    apiSession(portal.url, account, DEMO_PASSWORDS[account], database.url);
  const weberOn = (portal: PortalProcess) => {
    let session = sessions.get(portal);
    if (!session) {
      session = signIn(portal, 'dr.weber');
      sessions.set(portal, session);
    }
    return session;
  };

  beforeAll(async () => {
    database = await createScratchDatabase();
    await restoreDatabase(PREVIOUS_RELEASE_DUMP, database.url);
    workDir = await mkdtemp(join(tmpdir(), 'kc-mixed-'));
    const dataDir = join(workDir, 'data');
    await unpackPreviousReleaseFiles(dataDir);
    // Instance B, upgraded: it migrates the database at its start.
    instances.current = await startPortalOn(database.url, dataDir, KEYS);
    beforeOldStart = {
      migrations: await migrations(database.url),
      permissions: await rolePermissions(database.url),
      epochs: await epochs(database.url),
    };
    // Instance A, not yet upgraded: the old code, started (again) on the migrated database.
    const oldSource = join(workDir, 'previous-release');
    await extractPreviousReleaseSource(oldSource);
    instances.previous = await startPortalOn(database.url, dataDir, KEYS, undefined, oldSource);
  }, 120_000);

  afterAll(async () => {
    await instances.previous?.stop('SIGTERM');
    await instances.current?.stop('SIGTERM');
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("starts on the migrated database without migrating or seeding anything of this release's away", async () => {
    expect(await migrations(database.url)).toEqual(beforeOldStart.migrations);
    expect(await rolePermissions(database.url)).toEqual(beforeOldStart.permissions);
    // No role lost or gained a permission, so no device was sent to bootstrap by the old start.
    expect(await epochs(database.url)).toEqual(beforeOldStart.epochs);
  });

  it('serves dr.weber on the old instance: his account, reports, notifications, tickets and a bootstrap', async () => {
    const weber = await weberOn(instance('previous'));
    for (const path of [
      '/api/auth/user',
      '/api/befunde',
      '/api/notifications',
      '/api/tickets',
      '/api/sync/bootstrap',
    ])
      expect((await weber('GET', path)).status, path).toBe(200);
  });

  it('serves on each instance the reports uploaded on the other, in the list and in the pull', async () => {
    const oldWeber = await weberOn(instance('previous'));
    const newWeber = await weberOn(instance('current'));
    const oldCursor = await cursorOf(oldWeber);
    const newCursor = await cursorOf(newWeber);

    const newLabor = await signIn(instance('current'), 'labor');
    const uploaded = [
      await uploadForWeber(newLabor, 'MIXED1', ['Neumann', 'Lea']),
      await uploadForWeber(await signIn(instance('previous'), 'labor'), 'MIXED2', ['Vogel', 'Jonas']),
    ];
    // The old code's insert went through the triggers of the new search tables (migration 0025):
    // the new instance's staff search finds it.
    expect(await listedIds(newLabor, 'search=MIXED2')).toEqual([uploaded[1]]);

    for (const [session, cursor] of [
      [oldWeber, oldCursor],
      [newWeber, newCursor],
    ] as const) {
      expect(await listedIds(session)).toEqual(expect.arrayContaining(uploaded));
      const { changes } = await pull(session, cursor);
      const reportIds = changes
        .filter((change) => change.entity === 'report')
        .map((change) => Number(change.id));
      expect(reportIds).toEqual(expect.arrayContaining(uploaded));
    }
  });

  it("passes over an order change of the new release in the old instance's pull, moving the cursor past it", async () => {
    const weber = await weberOn(instance('previous'));
    const cursor = await cursorOf(weber);
    // An order written on the new instance puts an `order` change into dr.weber's scope; the
    // old code knows no such entity (docs/operations.md, note 2).
    await queryDatabase(
      database.url,
      `WITH clock AS (UPDATE sync_clock SET v = v + 1 RETURNING v)
       INSERT INTO changes (version, scope, entity, entity_id, op)
       SELECT clock.v, 'user:' || users.uuid, 'order', '987654', 'put'
         FROM clock, users WHERE users.username = 'dr.weber'`,
    );
    const answer = await pull(weber, cursor);
    expect(answer.changes.some((change) => change.entity === 'order')).toBe(false);
    expect(answer.cursor > cursor).toBe(true);
  });
});
