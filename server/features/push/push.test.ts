import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SEND_TIMEOUT_MS } from '../../../src/contract/constants';
import { pushPayloadSchema, pushSubscriptionRecordSchema } from '../../../src/contract/push';
import { SyncEntity } from '../../../src/contract/sync';
import { pushSubscriptions, reports, users } from '../../platform/db/schema';
import { labBundle } from '../../testing/fhirBundles';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../../testing/pushService';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:labor@example.org' };

describe.each(testDatabases())('Web Push on $kind', (testDatabase) => {
  let t: TestApp;
  let pushService: LocalPushService;
  let weber: TestAgent;
  let klein: TestAgent;
  let lisToken: string;

  beforeAll(async () => {
    pushService = await startLocalPushService();
    t = await createTestApp(testDatabase, { config: { vapid } });
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    const admin = await signIn(t, 'admin');
    lisToken = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const subscribeDevice = async (agent: TestAgent, body: Record<string, unknown> = {}) => {
    const device = await pushService.subscribe(vapid.publicKey);
    const response = await agent.post('/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
      kinds: ['critical', 'report', 'ticket', 'order'],
      device_label: 'Praxis-PC',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { device, record: pushSubscriptionRecordSchema.strict().parse(response.json().data) };
  };
  const importFhir = async (befundId: string, flag = 'HH') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4',
      headers: { authorization: `Bearer ${lisToken}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(labBundle({ befundId, flag })),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const reportId = async (befundId: string) => {
    const [row] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.befundId, befundId));
    return row?.id;
  };
  /** Waits for the background sender (it never holds up the import's response). */
  const messagesArriving = async (device: LocalSubscription, count: number) => {
    for (let tries = 0; tries < 100 && pushService.messagesOf(device).length < count; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pushService
      .messagesOf(device)
      .map((message) => pushPayloadSchema.strict().parse(JSON.parse(message)));
  };
  const subscriptionRows = async (userName: string) =>
    t.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(users.username, userName));

  it('tells the browser the public key through /api/config', async () => {
    expect((await weber.get('/api/config')).json().vapidPublicKey).toBe(vapid.publicKey);
  });

  it('pushes a critical FHIR import to the doctor at once, in German, with the report to open and no patient data', async () => {
    const { device } = await subscribeDevice(weber, { language: 'de' });
    await importFhir('26119001');
    const [message] = await messagesArriving(device, 1);
    expect(message).toEqual({
      kind: 'critical',
      title: 'Kritischer Befund',
      body: 'Neuer kritischer Befund - bitte im Kundencenter öffnen',
      url: `/#/backend/reports?report=${await reportId('26119001')}`,
      tag: `report-${await reportId('26119001')}`,
    });
    const raw = pushService.messagesOf(device).join(' ');
    for (const patientData of ['Mustermann', 'Erika', '1961', '7.1', '7,1', '26119001']) {
      expect(raw).not.toContain(patientData);
    }
  });

  it("speaks the subscription's language and sends only the kinds it chose", async () => {
    const english = await subscribeDevice(weber, { language: 'en', kinds: ['critical'] });
    const reportsOnly = await subscribeDevice(weber, { kinds: ['report'] });
    await importFhir('26119002');
    await importFhir('26119003', 'N');
    const [critical, ...more] = await messagesArriving(english.device, 1);
    expect(critical?.body).toBe('New critical result - please open it in the Kundencenter');
    const [report] = await messagesArriving(reportsOnly.device, 1);
    expect(report).toMatchObject({
      kind: 'report',
      url: `/#/backend/reports?report=${await reportId('26119003')}`,
    });
    expect(more).toEqual([]);
    expect(pushService.messagesOf(reportsOnly.device)).toHaveLength(1);
  });

  it('never holds up nor fails the import when a push service does not answer', async () => {
    const silent = createServer(() => undefined); // takes the request, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const device = await pushService.subscribe(vapid.publicKey);
      await subscribeDevice(weber, { endpoint: `http://127.0.0.1:${port}/push/1`, keys: device.keys });
      const started = Date.now();
      await importFhir('26119005');
      expect(Date.now() - started).toBeLessThan(PUSH_SEND_TIMEOUT_MS);
      expect(await reportId('26119005')).toBeDefined();
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('deletes a subscription the push service answers 410 for, and tells the devices', async () => {
    const { device, record } = await subscribeDevice(weber);
    const { cursor } = await bootstrap(weber);
    pushService.expire(device);
    await importFhir('26119004');
    for (let tries = 0; tries < 100; tries++) {
      const [still] = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, record.id));
      if (!still) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { changes } = await pullAll(weber, cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.pushSubscription, id: String(record.id), op: 'del' }),
    );
  });

  it("mirrors the user's own subscriptions without keys, and removes the device's own by its endpoint", async () => {
    const { device, record } = await subscribeDevice(weber);
    const { rows, cursor } = await bootstrap(weber);
    const mirrored = rows.find(
      (row) => row.entity === SyncEntity.pushSubscription && row.id === String(record.id),
    );
    expect(mirrored?.data).toEqual(record);
    expect(JSON.stringify(mirrored)).not.toContain(device.keys.auth);
    const kleinRows = (await bootstrap(klein)).rows.filter(
      (row) => row.entity === SyncEntity.pushSubscription,
    );
    expect(kleinRows).toEqual([]);

    expect((await klein.delete(`/api/push/subscriptions/${record.id}`)).statusCode).toBe(404);
    const foreignPatch = await klein.request({
      method: 'PUT',
      url: `/api/push/subscriptions/${record.id}`,
      payload: { kinds: ['ticket'] },
    });
    expect(foreignPatch.statusCode).toBe(404);
    const patched = await weber.request({
      method: 'PUT',
      url: `/api/push/subscriptions/${record.id}`,
      payload: { kinds: ['ticket'], language: 'en' },
    });
    expect(patched.json().data).toMatchObject({ kinds: ['ticket'], language: 'en' });

    expect(
      (await weber.post('/api/push/subscriptions/remove', { endpoint: device.endpoint })).statusCode,
    ).toBe(204);
    const { changes } = await pullAll(weber, cursor);
    expect(changes.filter((change) => change.id === String(record.id)).at(-1)?.op).toBe('del');
  });

  it('refuses a bad subscription with 422 and field messages', async () => {
    const device = await pushService.subscribe(vapid.publicKey);
    const refused = await weber.post(
      '/api/push/subscriptions',
      { endpoint: 'ftp://push.example.org/x', keys: { p256dh: 'short', auth: device.keys.auth }, kinds: [] },
      { 'accept-language': 'de' },
    );
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as Record<string, string[]>;
    expect(errors.endpoint).toEqual([
      'Bitte geben Sie die https-Adresse des Push-Dienstes an (max. 2048 Zeichen).',
    ]);
    expect(errors['keys.p256dh']).toEqual(['Der Schlüssel des Geräts ist ungültig.']);
    expect(errors.kinds).toEqual(['Bitte wählen Sie mindestens eine Art von Benachrichtigungen.']);

    const plainHttp = await weber.post('/api/push/subscriptions', {
      endpoint: 'http://push.example.org/x',
      keys: device.keys,
      kinds: ['critical'],
    });
    expect(plainHttp.statusCode).toBe(422);
    expect(plainHttp.json().errors.endpoint).toHaveLength(1);
    const tooLong = await weber.post('/api/push/subscriptions', {
      endpoint: `https://push.example.org/${'x'.repeat(2048)}`,
      keys: device.keys,
      kinds: ['critical'],
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it("removes all of a doctor's subscriptions when the account is locked", async () => {
    await subscribeDevice(klein);
    await subscribeDevice(klein);
    expect(await subscriptionRows('dr.klein')).toHaveLength(2);
    const admin = await signIn(t, 'admin');
    const [doctor] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    expect((await admin.put(`/api/users/${doctor?.uuid}/update-lock`, { locked: true })).statusCode).toBe(
      200,
    );
    expect(await subscriptionRows('dr.klein')).toEqual([]);
  });
});
