import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONFIRMATION_DAYS,
  NEWSLETTER_LIST_DE,
  NEWSLETTER_LIST_EN,
} from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import { newsletterRecipientRecordSchema } from '../../../src/contract/newsletter';
import { devMails, mailIntents, users } from '../../platform/db/schema';
import { latestOutboxMail, linksIn } from '../../testing/outbox';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { expireNewsletterSubscriptions } from './newsletterExpiryJob';

const subscription = (email: string, list: number = NEWSLETTER_LIST_DE) => ({
  recipientlist_id: list,
  email,
  gender: 'Frau',
  firstname: 'Katharina',
  lastname: 'Weber',
  zip: '50674',
});

describe.each(testDatabases())('newsletter recipients on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let admin: TestAgent;
  let weberId: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t?.close());

  const WEBER = 'k.weber@hausarzt-rathenauplatz.example.org';
  const mailsTo = async (address: string) =>
    (await t.database.db.select().from(devMails).where(eq(devMails.to, address))).length;
  /** The token of the newest confirmation link mailed to `address`. */
  const confirmationToken = async (address: string) => {
    const link = linksIn((await latestOutboxMail(t.database.db, address)).text).find((url) =>
      url.includes('/#/newsletter/confirm/'),
    );
    return link?.split('/#/newsletter/confirm/')[1] ?? '';
  };
  const confirm = async (token: string, headers: Record<string, string> = {}) =>
    (await guest(t.app)).post('/api/newsletter/confirmations', { token }, headers);

  it('subscribes the own address with 201 at once, without a mail, and lists the subscription', async () => {
    await t.app.mailIntents.composeDue();
    const before = await mailsTo(WEBER);
    const created = await weber.post('/api/newsletter/recipients', subscription(` ${WEBER.toUpperCase()}`));
    expect(created.statusCode).toBe(201);
    const record = newsletterRecipientRecordSchema.strict().parse(created.json().data);
    expect(record).toMatchObject({ ...subscription(WEBER.toUpperCase()), status: 'confirmed' });
    expect(await t.database.db.select().from(mailIntents)).toEqual([]);
    await t.app.mailIntents.composeDue();
    expect(await mailsTo(WEBER)).toBe(before);
    weberId = record.id;
    const list = await weber.get('/api/newsletter/recipients');
    expect(list.json()).toEqual({ data: [record] });
    expect((await weber.get(`/api/newsletter/recipients/${weberId}`)).json()).toEqual({ data: record });
  });

  it('answers 409 when the user has the address on that list already; the other list is separate', async () => {
    const again = await weber.post('/api/newsletter/recipients', subscription(WEBER));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Sie sind bereits für diesen Newsletter angemeldet.' });
    expect(
      (await weber.post('/api/newsletter/recipients', subscription(WEBER, NEWSLETTER_LIST_EN))).statusCode,
    ).toBe(201);
  });

  it("subscribes someone else's address pending, answering alike whether or not it is on a list", async () => {
    const onList = await klein.post('/api/newsletter/recipients', subscription(WEBER));
    const unknown = await klein.post('/api/newsletter/recipients', subscription('fremd@praxis.example.org'));
    for (const response of [onList, unknown]) {
      expect(response.statusCode).toBe(201);
      expect(response.json().data.status).toBe('pending');
    }
    const shape = (body: { data: Record<string, unknown> }) =>
      Object.keys(body.data)
        .filter((key) => !['id', 'email', 'created_at'].includes(key))
        .map((key) => [key, body.data[key]]);
    expect(shape(onList.json())).toEqual(shape(unknown.json()));
    const kleinList = (await klein.get('/api/newsletter/recipients')).json().data;
    expect(kleinList.map((row: { status: string }) => row.status)).toEqual(['pending', 'pending']);
  });

  it("mails the address's owner a single-use confirmation link in the owner's language, else the subscriber's", async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.username, 'dr.weber'));
    const toWeber = await klein.post('/api/newsletter/recipients', subscription(WEBER, NEWSLETTER_LIST_EN));
    expect(toWeber.statusCode).toBe(201);
    await t.app.mailIntents.composeDue(); // an earlier mail to WEBER is in the outbox already
    const weberMail = await latestOutboxMail(t.database.db, WEBER);
    expect(weberMail.subject).toContain('Please confirm your newsletter subscription');
    expect(weberMail.text).toContain('Dear Dr. med. Weber,');
    const strangerMail = await latestOutboxMail(t.database.db, 'fremd@praxis.example.org');
    expect(strangerMail.subject).toContain('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(strangerMail.text).toContain('Sehr geehrte Frau Weber,');

    const token = await confirmationToken(WEBER);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.' });
    const kleinRows = (await klein.get('/api/newsletter/recipients')).json().data as {
      id: number;
      email: string;
      recipientlist_id: number;
      status: string;
    }[];
    expect(
      kleinRows.find((row) => row.email === WEBER && row.recipientlist_id === NEWSLETTER_LIST_EN)?.status,
    ).toBe('confirmed');

    const again = await confirm(token, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      message: 'This confirmation link is invalid, has expired or has been used already.',
    });
    expect((await confirm('nicht-vorhanden')).statusCode).toBe(410);
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.username, 'dr.weber'));
  });

  it("answers 404 to someone else's subscription, for reading and deleting", async () => {
    expect((await klein.get(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
    expect((await klein.delete(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
    const kleinList = (await klein.get('/api/newsletter/recipients')).json().data;
    expect(kleinList.map((row: { id: number }) => row.id)).not.toContain(weberId);
  });

  it('shows an administrator every subscription', async () => {
    const all = (await admin.get('/api/newsletter/recipients')).json().data;
    expect(all).toHaveLength(5);
    expect((await admin.get(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(200);
  });

  it('unsubscribes with 204; the id is gone afterwards', async () => {
    expect((await weber.delete(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(204);
    expect((await weber.get(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
    expect((await weber.delete(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
  });

  it('validates the payload with the shared schema', async () => {
    const response = await weber.post('/api/newsletter/recipients', {
      ...subscription('kaputt'),
      recipientlist_id: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'recipientlist_id']);
    expect(response.json().errors.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });

  it("lets a pending subscription expire: its link no longer confirms, and the job removes it from the subscriber's devices", async () => {
    const address = 'praxis.verfall@praxis.example.org';
    expect((await klein.post('/api/newsletter/recipients', subscription(address))).statusCode).toBe(201);
    const token = await confirmationToken(address);
    const snapshot = await bootstrap(klein);
    const pending = snapshot.rows.find(
      (row) => row.entity === SyncEntity.newsletterRecipient && row.data['email'] === address,
    );
    expect(pending?.data['status']).toBe('pending');

    t.clock.advance((NEWSLETTER_CONFIRMATION_DAYS * 24 + 1) * 3_600_000);
    // A week later every session has ended: sign in again.
    klein = await signIn(t, 'dr.klein');
    admin = await signIn(t, 'admin');
    const late = await confirm(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      message: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
    });

    // Every subscription still pending from the tests above is as old.
    expect(await expireNewsletterSubscriptions({ db: t.database.db, now: t.clock.now })).toBeGreaterThan(0);
    const { changes } = await pullAll(klein, snapshot.cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.newsletterRecipient, id: pending?.id, op: 'del' }),
    );
    const confirmedOnes = (await admin.get('/api/newsletter/recipients')).json().data as { status: string }[];
    expect(confirmedOnes.every((row) => row.status === 'confirmed')).toBe(true);
    expect(await expireNewsletterSubscriptions({ db: t.database.db, now: t.clock.now })).toBe(0);
  });

  it('is closed to guests', async () => {
    expect((await (await guest(t.app)).get('/api/newsletter/recipients')).statusCode).toBe(401);
  });
});
