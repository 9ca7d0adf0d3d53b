import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE } from '../../../src/contract/constants';
import { users } from '../db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();

describe('validation messages zod writes itself', () => {
  let t: TestApp;
  let weber: TestAgent;
  const subscribe = (body: object, headers?: Record<string, string>) =>
    weber.post(
      '/api/newsletter/recipients',
      { recipientlist_id: NEWSLETTER_LIST_DE, email: 'zod@example.org', ...body },
      headers,
    );

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
  });
  afterAll(() => t?.close());

  it('are translated instead of answering zod’s English (wrong type, too long)', async () => {
    const wrongType = await subscribe({ firstname: 12345 }, { 'accept-language': 'de' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ firstname: ['Dieser Wert hat das falsche Format.'] });
    const tooLong = await subscribe({ zip: '1'.repeat(21) }, { 'accept-language': 'en' });
    expect(tooLong.json().errors).toEqual({ zip: ['This value is too long.'] });
  });

  it('follow the user’s language when the request names none', async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.username, 'dr.weber'));
    const response = await subscribe({ firstname: 12345 });
    expect(response.json().errors).toEqual({ firstname: ['This value has the wrong format.'] });
  });
});
