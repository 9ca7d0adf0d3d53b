import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from '../../../src/contract/constants';
import { newsletterRecipientRecordSchema } from '../../../src/contract/newsletter';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

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

  it('subscribes with 201 and lists the subscription', async () => {
    const created = await weber.post('/api/newsletter/recipients', subscription('k.weber@example.org'));
    expect(created.statusCode).toBe(201);
    const record = newsletterRecipientRecordSchema.strict().parse(created.json().data);
    expect(record).toMatchObject(subscription('k.weber@example.org'));
    weberId = record.id;
    const list = await weber.get('/api/newsletter/recipients');
    expect(list.json()).toEqual({ data: [record] });
    expect((await weber.get(`/api/newsletter/recipients/${weberId}`)).json()).toEqual({ data: record });
  });

  it('answers 409 for an address already on the list, whoever subscribes it; the other list is separate', async () => {
    const again = await klein.post('/api/newsletter/recipients', subscription('K.Weber@Example.org'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Sie sind bereits für diesen Newsletter angemeldet.' });
    const english = await klein.post(
      '/api/newsletter/recipients',
      subscription('k.weber@example.org', NEWSLETTER_LIST_EN),
    );
    expect(english.statusCode).toBe(201);
  });

  it("answers 404 to someone else's subscription, for reading and deleting", async () => {
    expect((await klein.get(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
    expect((await klein.delete(`/api/newsletter/recipients/${weberId}`)).statusCode).toBe(404);
    const kleinList = (await klein.get('/api/newsletter/recipients')).json().data;
    expect(kleinList.map((row: { id: number }) => row.id)).not.toContain(weberId);
  });

  it('shows an administrator every subscription', async () => {
    const all = (await admin.get('/api/newsletter/recipients')).json().data;
    expect(all).toHaveLength(2);
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

  it('is closed to guests', async () => {
    expect((await (await guest(t.app)).get('/api/newsletter/recipients')).statusCode).toBe(401);
  });
});
