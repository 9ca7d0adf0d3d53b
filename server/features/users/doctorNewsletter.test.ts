import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import { newsletterRecipients, users } from '../../platform/db/schema';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

/** Another user's account page 'newsletter' (spec §2, admin only): on the doctor's behalf. */
describe.each(testDatabases())('a doctor’s newsletter by an administrator on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let labor: TestAgent;
  let klein: TestAgent;
  let doctor: { id: number; uuid: string; email: string };

  const path = () => `/api/users/${doctor.uuid}/newsletter`;
  const listsOf = async () =>
    (
      await t.database.db
        .select()
        .from(newsletterRecipients)
        .where(eq(newsletterRecipients.userId, doctor.id))
    )
      .map((row) => row.recipientlistId)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    labor = await signIn(t, 'labor');
    klein = await signIn(t, 'dr.klein');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    if (!row) throw new Error('no dr.weber');
    doctor = row;
    await t.database.db.delete(newsletterRecipients).where(eq(newsletterRecipients.userId, doctor.id));
  }, 60_000);
  afterAll(() => t?.close());

  it('is refused to guests (401), staff and doctors (403)', async () => {
    const body = { recipientlist_id: NEWSLETTER_LIST_DE, subscribed: true };
    expect((await (await guest(t.app)).put(path(), body)).statusCode).toBe(401);
    expect((await labor.put(path(), body)).statusCode).toBe(403);
    expect((await klein.put(path(), body)).statusCode).toBe(403);
    expect(await listsOf()).toEqual([]);
  });

  it('refuses an unknown list with a field message', async () => {
    const bad = await admin.put(path(), { recipientlist_id: 1, subscribed: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['recipientlist_id']);
  });

  it('subscribes the doctor with their own address, once however often asked, and shows it in both mirrors', async () => {
    const adminCursor = (await bootstrap(admin)).cursor;
    const weber = await signIn(t, 'dr.weber');
    const weberCursor = (await bootstrap(weber)).cursor;
    const body = { recipientlist_id: NEWSLETTER_LIST_EN, subscribed: true };
    const first = await admin.put(path(), body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.newsletter_lists).toEqual([NEWSLETTER_LIST_EN]);
    expect((await admin.put(path(), body)).statusCode).toBe(200);
    expect(await listsOf()).toEqual([NEWSLETTER_LIST_EN]);
    const [recipient] = await t.database.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.userId, doctor.id));
    expect(recipient?.email).toBe(doctor.email);

    const adminSees = (await pullAll(admin, adminCursor)).changes;
    expect(
      adminSees.find((c) => c.entity === SyncEntity.doctor && c.id === String(doctor.id))?.data,
    ).toMatchObject({
      newsletter_lists: [NEWSLETTER_LIST_EN],
    });
    const weberSees = (await pullAll(weber, weberCursor)).changes;
    expect(weberSees).toContainEqual(
      expect.objectContaining({
        entity: SyncEntity.newsletterRecipient,
        id: String(recipient?.id),
        op: 'put',
      }),
    );
  });

  it('takes the doctor off the list (del in their mirror)', async () => {
    const weber = await signIn(t, 'dr.weber');
    const { cursor } = await bootstrap(weber);
    const off = await admin.put(path(), { recipientlist_id: NEWSLETTER_LIST_EN, subscribed: false });
    expect(off.json().data.newsletter_lists).toEqual([]);
    expect(await listsOf()).toEqual([]);
    const changes = (await pullAll(weber, cursor)).changes;
    expect(changes.some((c) => c.entity === SyncEntity.newsletterRecipient && c.op === 'del')).toBe(true);
  });
  it('answers 200 when the address is on the list already through another account (no 500)', async () => {
    const [other] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    await t.database.db.insert(newsletterRecipients).values({
      userId: other?.id ?? 0,
      recipientlistId: NEWSLETTER_LIST_EN,
      email: doctor.email,
      gender: '',
      firstname: 'Geteilte',
      lastname: 'Adresse',
      zip: '',
      createdAt: t.clock.now(),
    });
    const answer = await admin.put(path(), { recipientlist_id: NEWSLETTER_LIST_EN, subscribed: true });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.database.db.delete(newsletterRecipients).where(eq(newsletterRecipients.email, doctor.email));
  });
});
