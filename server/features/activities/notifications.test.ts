import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityNotificationSchema, NotificationType } from '../../../src/contract/activities';
import { notifications, users } from '../../platform/db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { notifyUser } from './notifyUser';

describe.each(testDatabases())('activity notifications on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;

  const notifyWeber = async (befundId: string) => {
    const [recipient] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    if (!recipient) throw new Error('dr.weber missing');
    const { result } = await writeWithChanges(t.database.db, (tx, emit) =>
      notifyUser(tx, emit, recipient, {
        type: NotificationType.reportUploaded,
        params: { befundId },
        links: { report: { id: 1 } },
        now: t.clock.now(),
      }),
    );
    return result.id;
  };

  const list = async (agent: TestAgent) => {
    const response = await agent.get('/api/notifications');
    expect(response.statusCode).toBe(200);
    return response.json<{ data: unknown[]; meta: { unread: number } }>();
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
  });
  afterAll(() => t?.close());

  it('lists the recipient’s notification as its kind and parameters, unread, with the unread count', async () => {
    const id = await notifyWeber('10000001');
    const { data, meta } = await list(weber);
    expect(meta.unread).toBe(1);
    const [first] = data.map((row) => activityNotificationSchema.strict().parse(row));
    // No text in any language: the reader's device renders the kind in the language it shows.
    expect(first).toEqual({
      id,
      type: 'report.uploaded',
      data: { params: { befundId: '10000001' }, report: { id: 1 } },
      read_at: null,
      created_at: expect.any(String) as string,
    });
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(stored?.data).toEqual({ params: { befundId: '10000001' }, report: { id: 1 } });
    expect((await list(klein)).data).toEqual([]);
  });

  it('keeps the text of a notification stored before kinds had parameters, to be shown as it is', async () => {
    const [recipient] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    const [legacy] = await t.database.db
      .insert(notifications)
      .values({
        userId: recipient?.id ?? 0,
        type: NotificationType.ticketComment,
        data: { message: 'Neue Antwort im Ticket #12 von Dr. Anna Berger.', ticket: { uuid: 'legacy-uuid' } },
        createdAt: t.clock.now(),
      })
      .returning();
    const listed = (await list(weber)).data.find((row) => (row as { id: string }).id === legacy?.id);
    expect(activityNotificationSchema.strict().parse(listed).data).toEqual({
      message: 'Neue Antwort im Ticket #12 von Dr. Anna Berger.',
      ticket: { uuid: 'legacy-uuid' },
    });
    await t.database.db.delete(notifications).where(eq(notifications.id, legacy?.id ?? ''));
  });

  it('mirrors notifications through the change feed to their recipient only', async () => {
    const [weberStart, kleinStart] = await Promise.all([bootstrap(weber), bootstrap(klein)]);
    expect(weberStart.rows.filter((row) => row.entity === 'notification')).toHaveLength(1);
    const id = await notifyWeber('10000002');
    const weberFeed = await pullAll(weber, weberStart.cursor);
    expect(weberFeed.changes).toContainEqual(
      expect.objectContaining({ entity: 'notification', id, op: 'put' }),
    );
    const kleinFeed = await pullAll(klein, kleinStart.cursor);
    expect(kleinFeed.changes.filter((change) => change.entity === 'notification')).toEqual([]);
  });

  it('refuses to delete an unread notification, marks one read, then deletes it', async () => {
    const id = await notifyWeber('10000003');
    const refused = await weber.post(`/api/notifications/${id}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Ungelesene Benachrichtigungen können nicht gelöscht werden.',
    });
    expect((await weber.post(`/api/notifications/${id}/read`)).statusCode).toBe(204);
    const read = (await list(weber)).data.find((row) => (row as { id: string }).id === id);
    expect(read).toMatchObject({ read_at: expect.any(String) as string });
    expect((await weber.post(`/api/notifications/${id}/delete`)).statusCode).toBe(204);
    expect((await list(weber)).data.map((row) => (row as { id: string }).id)).not.toContain(id);
  });

  it('answers 404 for another user’s notification and for an unknown id', async () => {
    const id = await notifyWeber('10000004');
    expect((await klein.post(`/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await klein.post(`/api/notifications/${id}/delete`)).statusCode).toBe(404);
    expect(
      (await weber.post('/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode,
    ).toBe(404);
    expect((await weber.post('/api/notifications/not-a-uuid/read')).statusCode).toBe(422);
    expect((await list(weber)).data.find((row) => (row as { id: string }).id === id)).toMatchObject({
      read_at: null,
    });
  });

  it('marks all read and deletes all read ones with the GETs of the spec, which need the XSRF token', async () => {
    await notifyWeber('10000005');
    const forged = await weber.get('/api/notifications/read');
    expect(forged.statusCode).toBe(419);
    const token = decodeURIComponent(weber.xsrfToken ?? '');
    expect((await weber.get('/api/notifications/read', { 'x-xsrf-token': token })).statusCode).toBe(204);
    expect((await list(weber)).meta.unread).toBe(0);
    const unread = await notifyWeber('10000006');
    expect((await weber.get('/api/notifications/delete', { 'x-xsrf-token': token })).statusCode).toBe(204);
    const left = (await list(weber)).data;
    expect(left.map((row) => (row as { id: string }).id)).toEqual([unread]);
  });

  it('takes the outbox’s POST forms of mark all read and delete all', async () => {
    expect((await weber.post('/api/notifications/read')).statusCode).toBe(204);
    expect((await weber.post('/api/notifications/delete')).statusCode).toBe(204);
    expect((await list(weber)).data).toEqual([]);
  });
});
