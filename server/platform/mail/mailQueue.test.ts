/**
 * The mail queue in front of the SMTP relay, against a real smtp-server: a request answers before
 * the relay has its mail; an instance's start sends what was left; a relay that is away or refuses for the moment gets the mail again later,
 * once; a permanent refusal or three days end it; two instances hand each mail over once; a dead
 * instance's claim runs out; closing releases what it had not handed over. No log names an address.
 */
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { mailQueue, users } from '../db/schema';
import { guest } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
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
const TO = 'praxis.queue@example.test';

const message = (subject: string, to = TO): MailMessage => ({
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

function recordingLog() {
  const entries: { level: 'warn' | 'error'; object: object; message: string }[] = [];
  return {
    entries,
    warn: (object: object, message: string) => entries.push({ level: 'warn', object, message }),
    error: (object: object, message: string) => entries.push({ level: 'error', object, message }),
  };
}

describe.each(testDatabases())('the mail queue on $kind', (testDatabase) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  const queued = () => t.database.db.select().from(mailQueue).orderBy(mailQueue.id);
  const queueOf = (log = recordingLog(), relayUrl = inbox.url) =>
    createMailQueue({ db: t.database.db, relay: createSmtpMailer(relayUrl, FROM), now: t.clock.now, log });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
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
    const release = inbox.hold();
    const answer = await (await guest(t.app)).post('/api/forgot-password', { username: 'dr.klein' });
    expect(answer.statusCode).toBe(200);
    await vi.waitFor(() => expect(inbox.heldCount).toBe(1));
    expect(await queued()).toHaveLength(1);
    expect((await t.app.inject({ url: '/metrics' })).body).toMatch(/^kundencenter_mail_queue_waiting 1$/m);
    release();
    const mail = await inbox.waitFor(klein?.email ?? 'dr.klein has no e-mail');
    expect(mail.subject).toBe('Passwort zurücksetzen – Kundencenter');
    await vi.waitFor(async () => expect(await queued()).toHaveLength(0));
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^kundencenter_mail_queue_waiting 0$/m);
    expect(metrics).toMatch(/^kundencenter_mail_queue_oldest_seconds 0$/m);
  });

  it('sends at its start what a stopped instance left in the queue', async () => {
    const now = t.clock.now();
    await t.database.db
      .insert(mailQueue)
      .values({ ...message('Liegen geblieben'), nextAttemptAt: now, createdAt: now });
    const next = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: createSmtpMailer(inbox.url, FROM),
      clock: t.clock.now,
    });
    try {
      await next.ready();
      expect((await inbox.waitFor(TO)).subject).toBe('Liegen geblieben');
      await vi.waitFor(async () => expect(await queued()).toHaveLength(0));
    } finally {
      await next.close();
    }
  });

  it('keeps a mail while the relay is away and sends it once when the next attempt is due', async () => {
    const log = recordingLog();
    const away = queueOf(log, `smtp://127.0.0.1:${await closedPort()}`);
    await away.mailer.send(message('Befund eingegangen'));
    await away.deliverDue();
    const [kept] = await queued();
    expect(kept).toMatchObject({ attempts: 1, lastError: 'ESOCKET', claimedUntil: null });
    expect(kept?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MAIL_RETRY_FIRST_MS);
    expect(log.entries).toEqual([
      expect.objectContaining({ level: 'warn', message: 'mail not sent, tried again later' }),
    ]);
    await away.close();

    const back = queueOf(log);
    await back.deliverDue();
    expect(await queued()).toHaveLength(1);
    t.clock.advance(MAIL_RETRY_FIRST_MS);
    await back.deliverDue();
    await back.deliverDue();
    expect((await inbox.waitFor(TO)).subject).toBe('Befund eingegangen');
    await expect(inbox.waitFor(TO, 300)).rejects.toThrow(/no mail/);
    expect(await queued()).toHaveLength(0);
    expect(JSON.stringify(log.entries)).not.toContain(TO);
    await back.close();
  });

  it('tries again at a refusal for the moment (4xx), further apart each time', async () => {
    const queue = queueOf();
    inbox.refuseNext(451, 2);
    await queue.mailer.send(message('Später'));
    await queue.deliverDue();
    t.clock.advance(MAIL_RETRY_FIRST_MS);
    await queue.deliverDue();
    const [kept] = await queued();
    expect(kept).toMatchObject({ attempts: 2, lastError: '451' });
    expect(kept?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 2 * MAIL_RETRY_FIRST_MS);
    t.clock.advance(2 * MAIL_RETRY_FIRST_MS);
    await queue.deliverDue();
    expect((await inbox.waitFor(TO)).subject).toBe('Später');
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

  it('gives a mail up at a permanent refusal (5xx), counts it and logs its code, not its address', async () => {
    const log = recordingLog();
    const metrics = new Registry();
    const queue = createMailQueue({
      db: t.database.db,
      relay: createSmtpMailer(inbox.url, FROM),
      now: t.clock.now,
      log,
      metrics,
    });
    inbox.refuseNext(550);
    await queue.mailer.send(message('Unzustellbar'));
    await queue.deliverDue();
    expect(await queued()).toHaveLength(0);
    expect(log.entries).toEqual([
      {
        level: 'error',
        object: { mail: expect.any(Number), attempts: 1, code: '550' },
        message: 'mail given up',
      },
    ]);
    expect(await metrics.getSingleMetricAsString('kundencenter_mail_given_up_total')).toMatch(/ 1$/m);
    await queue.close();
  });

  it('gives a mail up when the relay has not taken it three days after it was queued', async () => {
    const log = recordingLog();
    const queue = queueOf(log, `smtp://127.0.0.1:${await closedPort()}`);
    await queue.mailer.send(message('Zu spät'));
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
    const now = t.clock.now();
    const subjects = Array.from({ length: 25 }, (_, index) => `Mail ${index}`);
    await t.database.db
      .insert(mailQueue)
      .values(subjects.map((subject) => ({ ...message(subject), nextAttemptAt: now, createdAt: now })));
    const [a, b] = [queueOf(), queueOf()];
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    const received = await Promise.all(subjects.map(() => inbox.waitFor(TO)));
    expect(received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    await expect(inbox.waitFor(TO, 300)).rejects.toThrow(/no mail/);
    expect(await queued()).toHaveLength(0);
    await Promise.all([a.close(), b.close()]);
  });

  it('sends a mail another instance claimed and died with once that claim has run out', async () => {
    const now = t.clock.now();
    await t.database.db.insert(mailQueue).values({
      ...message('Verwaist'),
      nextAttemptAt: now,
      createdAt: now,
      claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS),
    });
    const queue = queueOf();
    await queue.deliverDue();
    expect(await queued()).toHaveLength(1);
    t.clock.advance(MAIL_CLAIM_MS);
    await queue.deliverDue();
    expect((await inbox.waitFor(TO)).subject).toBe('Verwaist');
    expect(await queued()).toHaveLength(0);
    await queue.close();
  });

  it('when closed, finishes the mail in hand and leaves the rest unclaimed for the next start', async () => {
    const queue = queueOf();
    const release = inbox.hold();
    const now = t.clock.now();
    await t.database.db.insert(mailQueue).values(
      ['Eins', 'Zwei', 'Drei'].map((subject) => ({
        ...message(subject),
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    const delivering = queue.deliverDue();
    await vi.waitFor(() => expect(inbox.heldCount).toBe(1));
    const closed = queue.close();
    release();
    await Promise.all([delivering, closed]);
    expect((await inbox.waitFor(TO)).subject).toBe('Eins');
    const left = await queued();
    expect(left.map((mail) => [mail.subject, mail.claimedUntil])).toEqual([
      ['Zwei', null],
      ['Drei', null],
    ]);
  });
});
