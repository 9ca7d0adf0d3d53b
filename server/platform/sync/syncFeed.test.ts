import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE, SYNC_CHANGES_RETENTION_MS } from '../../../src/contract/constants';
import { RoleName } from '../../../src/contract/permissions';
import { SYNC_CURSOR_HEADER, SyncEntity, syncedUserSchema } from '../../../src/contract/sync';
import { setUserRoles } from '../../features/system';
import { users } from '../db/schema';
import { roleIdsByName } from '../auth/roleIds';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, keysOf, pull, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { cleanUpSyncData } from './retention';
import { ALL_SCOPE } from './scopes';
import { encodeCursor, parseCursor } from './syncCursor';
import { writeWithChanges } from './writeWithChanges';

const subscription = (email: string) => ({
  recipientlist_id: NEWSLETTER_LIST_DE,
  email,
  firstname: 'Katharina',
  lastname: 'Weber',
});

const profile = (vorname: string) => ({
  anrede: 'Frau',
  titel: 'Dr. med.',
  vorname,
  nachname: 'Weber',
  email: 'k.weber@hausarzt-rathenauplatz.example.org',
});

describe.each(testDatabases())('the change feed on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let weberId: number;
  /** A cursor from the start, for the retention case at the end. */
  let firstCursor: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    weberId = row?.id ?? 0;
    firstCursor = (await bootstrap(weber)).cursor;
  });
  afterAll(() => t?.close());

  async function cursorNow(): Promise<string> {
    return (await bootstrap(weber)).cursor;
  }

  it('answers a reset without a cursor, and to a cursor it did not make or from the future', async () => {
    const epoch = parseCursor(firstCursor)?.epoch ?? 0;
    for (const cursor of [
      undefined,
      'abc',
      'e000001.v0000000000A',
      encodeCursor({ epoch, version: 10 ** 9 }),
    ]) {
      expect(await pull(weber, cursor)).toEqual({ reset: true });
    }
  });

  it('delivers a write with its data and moves the cursor to the one its response carried', async () => {
    const before = await cursorNow();
    expect(await pull(weber, before)).toEqual({ changes: [], cursor: before, more: false });

    const created = await weber.post('/api/newsletter/recipients', subscription('praxis@example.org'));
    expect(created.statusCode).toBe(201);
    const visibleAt = created.headers[SYNC_CURSOR_HEADER.toLowerCase()];
    expect(visibleAt).toEqual(expect.any(String));
    expect(String(visibleAt) > before).toBe(true);

    const { changes, cursor } = await pullAll(weber, before);
    const record = created.json().data;
    expect(changes).toEqual([
      { entity: SyncEntity.newsletterRecipient, id: String(record.id), op: 'put', data: record },
    ]);
    expect(cursor).toBe(visibleAt);
  });

  it('delivers an entity written several times once, with its data as it is now', async () => {
    const before = await cursorNow();
    expect((await weber.put('/api/user/profile-information', profile('Kathrin'))).statusCode).toBe(200);
    expect((await weber.put('/api/user/profile-information', profile('Katharina'))).statusCode).toBe(200);
    expect((await weber.put(`/api/users/${weberId}/update-language`, { language: 'en' })).statusCode).toBe(
      200,
    );

    const { changes } = await pullAll(weber, before);
    expect(keysOf(changes)).toEqual([`user:${weberId}`]);
    const user = syncedUserSchema.strict().parse(changes[0]?.data);
    expect(user).toMatchObject({ vorname: 'Katharina', language: 'en', roles: [RoleName.doctor] });
  });

  it('answers a del for an entity that is gone', async () => {
    const created = await weber.post('/api/newsletter/recipients', subscription('gone@example.org'));
    const id = created.json().data.id;
    const before = await cursorNow();
    expect((await weber.delete(`/api/newsletter/recipients/${id}`)).statusCode).toBe(204);
    const { changes } = await pullAll(weber, before);
    expect(changes).toEqual([
      { entity: SyncEntity.newsletterRecipient, id: String(id), op: 'del', data: null },
    ]);
  });

  it('pages with more, and the pages add up to what one pull delivers', async () => {
    const before = await cursorNow();
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      expect((await weber.post('/api/newsletter/recipients', subscription(email))).statusCode).toBe(201);
    }
    const whole = await pullAll(weber, before);
    const paged = await pullAll(weber, before, 1);
    expect(whole.pages).toBe(1);
    expect(paged.pages).toBe(3);
    expect(paged.changes).toEqual(whole.changes);
    expect(paged.cursor).toBe(whole.cursor);
  });

  it('never splits the rows of one version over two pages, even when they exceed a page', async () => {
    const before = await cursorNow();
    const emitLookups = (ids: number[]) =>
      writeWithChanges(t.database.db, async (_tx, emit) => {
        for (const id of ids) emit(SyncEntity.ticketStatus, id, [ALL_SCOPE]);
      });
    await emitLookups([1]);
    await emitLookups([2, 3, 4]);

    const first = await pull(weber, before, 2);
    const second = 'cursor' in first ? await pull(weber, first.cursor, 2) : first;
    expect(first).toMatchObject({ more: true, changes: [{ id: '1' }] });
    expect(second).toMatchObject({ more: true, changes: [{ id: '2' }, { id: '3' }, { id: '4' }] });
    if (!('cursor' in second)) throw new Error('unexpected reset');
    expect(await pull(weber, second.cursor, 2)).toMatchObject({ more: false, changes: [] });
  });

  it("answers a reset once the user's scopes changed", async () => {
    const before = await cursorNow();
    const roleIds = await roleIdsByName(t.database.db);
    const doctor = roleIds.get(RoleName.doctor) ?? 0;
    const lab = roleIds.get(RoleName.lab) ?? 0;
    expect((await setUserRoles(t.database.db, weberId, [doctor])).result).toBe(false);
    expect(await pull(weber, before)).not.toHaveProperty('reset');

    expect((await setUserRoles(t.database.db, weberId, [doctor, lab])).result).toBe(true);
    expect(await pull(weber, before)).toEqual({ reset: true });
    await setUserRoles(t.database.db, weberId, [doctor]);
    expect(await pull(weber, await cursorNow())).toMatchObject({ changes: [] });
  });

  it('bootstraps in pages that add up to the whole snapshot', async () => {
    const whole = await bootstrap(weber);
    const paged = await bootstrap(weber, 3);
    expect(whole.pages).toBe(1);
    expect(paged.pages).toBeGreaterThan(3);
    expect(paged.rows).toEqual(whole.rows);
  });

  it('delivers what was written between bootstrap pages with the first pull from its cursor', async () => {
    let written: number | undefined;
    const snapshot = await bootstrap(weber, 2, async () => {
      if (written !== undefined) return;
      const created = await weber.post('/api/newsletter/recipients', subscription('between@example.org'));
      written = created.json().data.id;
    });
    const { changes } = await pullAll(weber, snapshot.cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.newsletterRecipient, id: String(written), op: 'put' }),
    );
  });

  it('answers a reset to a cursor below the retention floor', async () => {
    const recent = await cursorNow();
    const later = new Date(Date.now() + SYNC_CHANGES_RETENTION_MS + 60_000);
    const cleaned = await cleanUpSyncData(t.database.db, later);
    expect(cleaned.deletedChanges).toBeGreaterThan(0);
    expect(cleaned.floor).toBe(parseCursor(recent)?.version);

    expect(await pull(weber, firstCursor)).toEqual({ reset: true });
    expect(await pull(weber, recent)).toMatchObject({ changes: [], more: false });
  });
});
