/**
 * Issue 26: the verification link signed dr.neu in again after he had set his credentials, so
 * whoever found the link later took the account. A link works once, and only while it is the newest.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_RESEND_WAIT_S } from '../../../src/contract/constants';
import { users } from '../../platform/db/schema';
import { latestOutboxMail, pathOf, verificationApiUrl } from '../../testing/outbox';
import { guest, TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const USED_DE =
  'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder durch einen neueren ersetzt. Bitte melden Sie sich an oder fordern Sie einen neuen Link an.';
const USED_EN =
  'This link is no longer valid: it has been used already or replaced by a newer one. Please sign in or request a new link.';

describe.each(testDatabases())('a verification link signs in once on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const neu = async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.lisId, 'A-100602'));
    if (!row) throw new Error('no dr.neu');
    return row;
  };
  const newestLink = async () => {
    await t.app.mailIntents.composeDue();
    return pathOf(verificationApiUrl((await latestOutboxMail(t.database.db, (await neu()).email)).text));
  };

  it('refuses a superseded link once a newer one was sent, and the newer one works', async () => {
    const first = await newestLink();
    t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
    const asked = await (
      await guest(t.app)
    ).post('/api/email/verification-notification', {
      verification_url: `${t.config.appUrl}${first}`,
    });
    expect(asked.statusCode).toBe(202);
    const second = await newestLink();
    expect(second).not.toBe(first);

    const stale = new TestAgent(t.app);
    const refused = await stale.get(first);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ message: USED_DE });
    expect(stale.sessionToken).toBeUndefined();
    expect((await neu()).emailVerifiedAt).toBeNull();

    const fresh = new TestAgent(t.app);
    expect((await fresh.get(second)).statusCode).toBe(200);
    expect((await fresh.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signs nobody in with a link used before, once the credentials are set', async () => {
    t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
    await (await guest(t.app)).post('/api/email/verification-link', { email: (await neu()).email });
    const link = await newestLink();
    const doctor = new TestAgent(t.app);
    expect((await doctor.get(link)).statusCode).toBe(200);
    const credentials = await doctor.put('/api/auth/user/new-password', {
      username: 'j.neumann',
      password: 'Praxis#Eppendorf9',
      password_confirmation: 'Praxis#Eppendorf9',
    });
    expect(credentials.statusCode).toBe(200);

    const finder = new TestAgent(t.app);
    const again = await finder.get(link, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: USED_EN });
    expect(finder.sessionToken).toBeUndefined();
    expect((await finder.get('/api/auth/user')).statusCode).toBe(401);
  });
});
