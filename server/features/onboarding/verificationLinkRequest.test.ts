/**
 * Issue 26: an invited doctor whose 60-minute link expired was stuck (the resend answered 403). She
 * asks for a new link by address, without a session; the answer never tells whether the address
 * has an account, and the requests are limited per address and per client.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFICATION_LINK_TTL_MS,
  EMAIL_VERIFICATION_RESEND_WAIT_S,
  VERIFICATION_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE,
  VERIFICATION_LINK_REQUESTS_PER_CLIENT_PER_MINUTE,
} from '../../../src/contract/constants';
import { devMails, users } from '../../platform/db/schema';
import { latestOutboxMail, pathOf, verificationApiUrl } from '../../testing/outbox';
import { TestAgent, guest } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const MINUTE_MS = 60_000;

describe.each(testDatabases())('a new verification link by address on $kind', (testDatabase) => {
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
  /** How many mails are in the outbox once every mail asked for so far is composed. */
  const mailCount = async () => {
    await t.app.mailIntents.composeDue();
    return (await t.database.db.select().from(devMails)).length;
  };
  /** A guest from its own client address, so that the per-client limit does not mix the tests. */
  const guestFrom = async (ip: string) => {
    const agent = await guest(t.app);
    return (email: string) =>
      agent.request({
        method: 'POST',
        url: '/api/email/verification-link',
        payload: { email },
        remoteAddress: ip,
      });
  };

  it('mails an invitee whose link expired a new link that works, and the old one no longer does', async () => {
    const { email } = await neu();
    const expired = pathOf(verificationApiUrl((await latestOutboxMail(t.database.db, email)).text));
    // The demo's invitation lasts a week; the lab's lasts EMAIL_VERIFICATION_LINK_TTL_MS.
    t.clock.advance(8 * 24 * 60 * MINUTE_MS);
    expect((await new TestAgent(t.app).get(expired)).statusCode).toBe(403);

    const ask = await guestFrom('192.0.2.1');
    const asked = await ask(`  ${email.toUpperCase()} `);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: 'verification-link-requested' });
    await t.app.mailIntents.composeDue();
    const mail = await latestOutboxMail(t.database.db, email);
    expect(mail.text).toContain('Sehr geehrter Herr Dr. med. Neumann,');
    const fresh = pathOf(verificationApiUrl(mail.text));
    const expires = Number(new URL(fresh, t.config.appUrl).searchParams.get('expires'));
    expect(expires).toBe(Math.floor((t.clock.now().getTime() + EMAIL_VERIFICATION_LINK_TTL_MS) / 1000));

    const doctor = new TestAgent(t.app);
    expect((await doctor.get(fresh)).statusCode).toBe(200);
    expect((await doctor.get('/api/auth/user')).statusCode).toBe(200);
    expect((await new TestAgent(t.app).get(expired)).statusCode).not.toBe(200);
  });

  it('answers an unknown address, a finished account and a known one alike, mailing only the one that waits', async () => {
    t.clock.advance(EMAIL_VERIFICATION_RESEND_WAIT_S * 1000);
    const ask = await guestFrom('192.0.2.2');
    const before = await mailCount();
    const unknown = await ask('niemand@nirgendwo.example.org');
    const finished = await ask('k.weber@hausarzt-rathenauplatz.example.org');
    expect(unknown.statusCode).toBe(202);
    expect(finished.statusCode).toBe(202);
    expect(finished.json()).toEqual(unknown.json());
    expect(await mailCount()).toBe(before);
  });

  it('limits the requests per address, known or not, with the wait in the answer', async () => {
    t.clock.advance(MINUTE_MS);
    const ask = await guestFrom('192.0.2.3');
    for (const address of ['niemand@nirgendwo.example.org', (await neu()).email]) {
      for (let i = 0; i < VERIFICATION_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE; i += 1) {
        // The per-address count goes on across clients.
        const other = await guestFrom(`198.51.100.${i + 1}`);
        expect((await other(address)).statusCode).toBe(202);
      }
      const refused = await ask(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        message: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
        retry_after: expect.any(Number),
      });
    }
  });

  it('limits the requests of one client over all addresses', async () => {
    t.clock.advance(MINUTE_MS);
    const ask = await guestFrom('192.0.2.4');
    for (let i = 0; i < VERIFICATION_LINK_REQUESTS_PER_CLIENT_PER_MINUTE; i += 1) {
      expect((await ask(`person${i}@nirgendwo.example.org`)).statusCode).toBe(202);
    }
    expect((await ask('noch.jemand@nirgendwo.example.org')).statusCode).toBe(429);
  });

  it('refuses an address that is none with a field message, and needs no session or XSRF token beyond the guest one', async () => {
    const ask = await guestFrom('192.0.2.5');
    const response = await ask('kaputt');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] });
  });
});
