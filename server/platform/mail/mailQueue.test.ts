/**
 * The mail queue in front of the SMTP relay, against a real smtp-server: a request answers before
 * the relay has its mail; an instance's start sends what was left; a relay that is away, refuses
 * the connection or answers "later" gets the mail again once due, and a pass stops at the relay's
 * failure; only a permanent refusal of the mail, or three days, end it; two instances hand each
 * mail over once; a dead instance's claim runs out; closing waits for the mail in hand, then
 * cancels it. No log names an address.
 *
 * The demo laboratory's app (`t`) mails into the dev outbox, so it runs no queue of its own: each
 * test's queue is the only one at work on the table, and each test mails an address of its own.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { mailQueue, users } from '../db/schema';
import { guest } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { recordingLog } from '../../testing/recordingLog';
import { testDatabases } from '../../testing/testDatabases';
import type { MailMessage } from './mailer';
import {
  MAIL_CLAIM_MS,
  MAIL_GIVE_UP_MS,
  MAIL_RETRY_FIRST_MS,
  MAIL_RETRY_MAX_MS,
  createMailQueue,
  retryDelayMs,
} from './mailQueue';
import { createSmtpMailer } from './smtpMailer';

const FROM = { name: 'Labor', address: 'no-reply@kundencenter.test' };

let addresses = 0;
/** An address no other test mails, so no test takes another's mail from the inbox. */
const freshAddress = () => `praxis.${++addresses}@example.test`;

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
});

/** A port nothing listens on: the relay is away. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabases())('the mail queue on $kind', (testDatabase) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  const queued = () => t.database.db.select().from(mailQueue).orderBy(mailQueue.id);
  const queueOf = (
    options: {
      log?: ReturnType<typeof recordingLog>;
      relayUrl?: string;
      metrics?: Registry;
      closeGraceMs?: number;
    } = {},
  ) =>
    createMailQueue({
      db: t.database.db,
      relay: createSmtpMailer(options.relayUrl ?? inbox.url, FROM),
      now: t.clock.now,
      log: options.log ?? recordingLog(),
      metrics: options.metrics,
      closeGraceMs: options.closeGraceMs,
    });
  const insertDue = async (to: string, subjects: string[], claimedUntil: Date | null = null) => {
    const now = t.clock.now();
    await t.database.db.insert(mailQueue).values(
      subjects.map((subject) => ({
        ...message(to, subject),
        nextAttemptAt: now,
        createdAt: now,
        claimedUntil,
      })),
    );
  };
  /** An instance of the portal on the demo laboratory's database that mails over the test's relay. */
  const smtpInstance = (): Promise<App> =>
    buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: createSmtpMailer(inbox.url, FROM),
      clock: t.clock.now,
      rateLimitPrefix: `kundencenter:test:${randomBytes(6).toString('hex')}:ratelimit:`,
    });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase);
  });
  afterEach(async () => {
    await t.database.db.delete(mailQueue);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('answers a forgotten password while the relay still holds its mail, which arrives after', async () => {
    const [klein] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    const instance = await smtpInstance();
    const release = inbox.hold();
    try {
      await instance.ready();
      const answer = await (await guest(instance)).post('/api/forgot-password', { username: 'dr.klein' });
      expect(answer.statusCode).toBe(200);
      await vi.waitFor(() => expect(inbox.heldCount).toBe(1));
      expect(await queued()).toHaveLength(1);
      expect((await instance.inject({ url: '/metrics' })).body).toMatch(
        /^kundencenter_mail_queue_waiting 1$/m,
      );
      release();
      const mail = await inbox.waitFor(klein?.email ?? 'dr.klein has no e-mail');
      expect(mail.subject).toBe('Passwort zurücksetzen – Kundencenter');
      await vi.waitFor(async () => expect(await queued()).toHaveLength(0));
      const metrics = (await instance.inject({ url: '/metrics' })).body;
      expect(metrics).toMatch(/^kundencenter_mail_queue_waiting 0$/m);
      expect(metrics).toMatch(/^kundencenter_mail_queue_oldest_seconds 0$/m);
    } finally {
      release();
      await instance.close();
    }
  });

  it('sends at its start what a stopped instance left in the queue', async () => {
    const to = freshAddress();
    await insertDue(to, ['Liegen geblieben']);
    const instance = await smtpInstance();
    try {
      await instance.ready();
      expect((await inbox.waitFor(to)).subject).toBe('Liegen geblieben');
      await vi.waitFor(async () => expect(await queued()).toHaveLength(0));
    } finally {
      await instance.close();
    }
  });

  it('keeps mail while the relay is away, trying one a pass, and sends each once when due', async () => {
    const to = freshAddress();
    const log = recordingLog();
    const away = queueOf({ log, relayUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await insertDue(to, ['Befund eingegangen', 'Zweite Nachricht']);
    await away.deliverDue();
    const [tried, waiting] = await queued();
    expect(tried).toMatchObject({ attempts: 1, lastError: 'ESOCKET', claimedUntil: null });
    expect(tried?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MAIL_RETRY_FIRST_MS);
    expect(waiting).toMatchObject({ attempts: 0, lastError: null, claimedUntil: null });
    expect(log.entries).toEqual([
      expect.objectContaining({ level: 'warn', message: 'mail not sent, tried again later' }),
    ]);
    await away.close();

    const back = queueOf({ log });
    await back.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Zweite Nachricht');
    expect(await queued()).toHaveLength(1);
    t.clock.advance(MAIL_RETRY_FIRST_MS);
    await back.deliverDue();
    await back.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Befund eingegangen');
    await expect(inbox.waitFor(to, 300)).rejects.toThrow(/no mail/);
    expect(await queued()).toHaveLength(0);
    expect(JSON.stringify(log.entries)).not.toContain(to);
    await back.close();
  });

  it('keeps mail the relay will not take from us (554 at the greeting): that is ours to mend', async () => {
    const to = freshAddress();
    const log = recordingLog();
    const queue = queueOf({ log });
    inbox.refuseConnections(554);
    await insertDue(to, ['Gesperrt']);
    await queue.deliverDue();
    const [kept] = await queued();
    expect(kept).toMatchObject({ attempts: 1, lastError: '554' });
    expect(log.entries.map((entry) => entry.message)).toEqual(['mail not sent, tried again later']);
    t.clock.advance(MAIL_RETRY_FIRST_MS);
    await queue.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Gesperrt');
    await queue.close();
  });

  it('keeps mail the relay refuses from our sender (530 to MAIL FROM): that is ours to mend too', async () => {
    const to = freshAddress();
    const queue = queueOf();
    inbox.refuseNext(530, 1, 'MAIL FROM');
    await insertDue(to, ['Absender']);
    await queue.deliverDue();
    expect(await queued()).toEqual([expect.objectContaining({ attempts: 1, lastError: '530' })]);
    await queue.close();
  });

  it('tries again at a refusal for the moment (4xx), further apart each time', async () => {
    const to = freshAddress();
    const queue = queueOf();
    inbox.refuseNext(451, 2);
    await queue.mailer.send(message(to, 'Später'));
    await queue.deliverDue();
    t.clock.advance(MAIL_RETRY_FIRST_MS);
    await queue.deliverDue();
    const [kept] = await queued();
    expect(kept).toMatchObject({ attempts: 2, lastError: '451' });
    expect(kept?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 2 * MAIL_RETRY_FIRST_MS);
    t.clock.advance(2 * MAIL_RETRY_FIRST_MS);
    await queue.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Später');
    expect(await queued()).toHaveLength(0);
    await queue.close();
  });

  it('waits twice as long after each attempt, at most half an hour', () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelayMs)).toEqual([
      30_000,
      60_000,
      120_000,
      960_000,
      MAIL_RETRY_MAX_MS,
      MAIL_RETRY_MAX_MS,
    ]);
  });

  it('gives a mail up at a permanent refusal of it (5xx), counts it and logs its code, not its address', async () => {
    const to = freshAddress();
    const log = recordingLog();
    const metrics = new Registry();
    const queue = queueOf({ log, metrics });
    inbox.refuseNext(554);
    inbox.refuseNext(550, 1, 'RCPT TO');
    await insertDue(to, ['Empfänger unbekannt', 'Inhalt abgelehnt', 'Zustellbar']);
    await queue.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Zustellbar');
    expect(await queued()).toHaveLength(0);
    const givenUp = (code: string) => ({
      level: 'error',
      object: { mail: expect.any(Number), attempts: 1, code },
      message: 'mail given up',
    });
    expect(log.entries).toEqual([givenUp('550'), givenUp('554')]);
    expect(await metrics.getSingleMetricAsString('kundencenter_mail_given_up_total')).toMatch(/ 2$/m);
    await queue.close();
  });

  it('gives a mail up when the relay has not taken it three days after it was queued', async () => {
    const to = freshAddress();
    const log = recordingLog();
    const queue = queueOf({ log, relayUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await queue.mailer.send(message(to, 'Zu spät'));
    await queue.deliverDue();
    t.clock.advance(MAIL_GIVE_UP_MS);
    await queue.deliverDue();
    expect(await queued()).toHaveLength(0);
    expect(log.entries.map((entry) => entry.message)).toEqual([
      'mail not sent, tried again later',
      'mail given up',
    ]);
    await queue.close();
  });

  it('hands each mail over once when two instances deliver at the same time', async () => {
    const to = freshAddress();
    const subjects = Array.from({ length: 25 }, (_, index) => `Mail ${index}`);
    await insertDue(to, subjects);
    const [a, b] = [queueOf(), queueOf()];
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    const received = await Promise.all(subjects.map(() => inbox.waitFor(to)));
    expect(received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    await expect(inbox.waitFor(to, 300)).rejects.toThrow(/no mail/);
    expect(await queued()).toHaveLength(0);
    await Promise.all([a.close(), b.close()]);
  });

  it('sends a mail another instance claimed and died with once that claim has run out', async () => {
    const to = freshAddress();
    await insertDue(to, ['Verwaist'], new Date(t.clock.now().getTime() + MAIL_CLAIM_MS));
    const queue = queueOf();
    await queue.deliverDue();
    expect(await queued()).toHaveLength(1);
    t.clock.advance(MAIL_CLAIM_MS);
    await queue.deliverDue();
    expect((await inbox.waitFor(to)).subject).toBe('Verwaist');
    expect(await queued()).toHaveLength(0);
    await queue.close();
  });

  it('when closed, finishes the mail in hand and starts no other', async () => {
    const to = freshAddress();
    const queue = queueOf();
    const release = inbox.hold();
    await insertDue(to, ['Eins', 'Zwei', 'Drei']);
    const delivering = queue.deliverDue();
    await vi.waitFor(() => expect(inbox.heldCount).toBe(1));
    const closed = queue.close();
    release();
    await Promise.all([delivering, closed]);
    expect((await inbox.waitFor(to)).subject).toBe('Eins');
    const left = await queued();
    expect(left.map((mail) => [mail.subject, mail.attempts, mail.claimedUntil])).toEqual([
      ['Zwei', 0, null],
      ['Drei', 0, null],
    ]);
  });

  it('when closed, cancels a hand-over the relay holds past the grace and leaves its mail unsent', async () => {
    const to = freshAddress();
    const queue = queueOf({ closeGraceMs: 50 });
    const release = inbox.hold();
    try {
      await insertDue(to, ['Festgehalten']);
      const delivering = queue.deliverDue();
      await vi.waitFor(() => expect(inbox.heldCount).toBe(1));
      await queue.close();
      await delivering;
      expect((await queued()).map((mail) => [mail.subject, mail.attempts, mail.claimedUntil])).toEqual([
        ['Festgehalten', 0, null],
      ]);
    } finally {
      release();
    }
  });
});
