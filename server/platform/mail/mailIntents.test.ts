/**
 * The mail intents: a mail asked for in a write exists exactly when the write committed, is composed
 * after it (not in it) with its payload sealed at rest, and reaches the mailer once; a kind that
 * finds nothing to send sends nothing; composing that fails is tried again later and given up after
 * three days; a kind this instance does not know waits for one that does; two instances compose each
 * mail once; closing leaves what waits to the next start. Logs name the intent, never its payload.
 */
import { eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { mailIntents } from '../db/schema';
import { testConfig } from '../../testing/testConfig';
import { TestClock } from '../../testing/testClock';
import { recordingLog } from '../../testing/recordingLog';
import { testDatabases } from '../../testing/testDatabases';
import type { MailMessage, Mailer } from './mailer';
import {
  createMailIntents,
  defineMail,
  mailIntentEncrypter,
  MAIL_COMPOSE_DELAY_MS,
  queueOnlyMailSender,
  type AnyMailKind,
} from './mailIntents';
import { MAIL_GIVE_UP_MS, MAIL_RETRY_FIRST_MS } from './mailQueue';

const config = testConfig();

interface Greeting {
  to: string;
  token: string;
}

/** Answers null for the address nobody@…: there is nothing to send any more. */
const greetingMail = defineMail<Greeting>('greeting', async (_context, { to, token }) =>
  to.startsWith('nobody@') ? null : { to, subject: 'Hallo', text: `Link ${token}`, html: `<p>${token}</p>` },
);

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'outbox', sent, send: async (message) => void sent.push(message), close: () => undefined };
}

describe.each(testDatabases())('mail intents on $kind', (testDatabase) => {
  let database: Database;
  const clock = new TestClock();
  const closers: (() => Promise<void>)[] = [];
  const intentsOf = ({
    kinds = [greetingMail],
    mailer = recordingMailer(),
    log = recordingLog(),
  }: { kinds?: AnyMailKind[]; mailer?: Mailer; log?: ReturnType<typeof recordingLog> } = {}) => {
    const intents = createMailIntents({
      context: { config, db: database.db, now: clock.now },
      kinds,
      mailer,
      encrypter: mailIntentEncrypter(config.appKey),
      now: clock.now,
      log,
    });
    closers.push(() => intents.close());
    return intents;
  };
  const waiting = () => database.db.select().from(mailIntents).orderBy(mailIntents.id);

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await database.db.delete(mailIntents);
  });
  afterAll(() => database?.close());

  it('keeps the mail of a rolled-back write out and composes a committed one after it, sealed until then', async () => {
    // The mailer holds the mail until the test opens it: the intent stays (claimed) until then.
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const mailer = recordingMailer();
    const held: Mailer = { ...mailer, send: async (message) => opened.then(() => mailer.send(message)) };
    const intents = intentsOf({ mailer: held });
    await expect(
      database.db.transaction(async (tx) => {
        await intents.queue(tx, greetingMail, { to: 'verworfen@praxis.test', token: 'nie' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db.transaction((tx) =>
      intents.queue(tx, greetingMail, { to: 'weber@praxis.test', token: 'geheim-123' }),
    );
    const [row, ...others] = await waiting();
    expect(others).toHaveLength(0);
    expect(row?.kind).toBe('greeting');
    expect(row?.payload).not.toMatch(/weber|geheim/);
    open();
    // Composed by the instance's own timer, without composeDue.
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), { timeout: MAIL_COMPOSE_DELAY_MS + 5_000 });
    expect(mailer.sent[0]).toMatchObject({ to: 'weber@praxis.test', text: 'Link geheim-123' });
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(0));
  });

  it('shows the intents waiting at /metrics', async () => {
    const metrics = new Registry();
    const intents = createMailIntents({
      context: { config, db: database.db, now: clock.now },
      kinds: [greetingMail],
      mailer: recordingMailer(),
      encrypter: mailIntentEncrypter(config.appKey),
      now: clock.now,
      log: recordingLog(),
      metrics,
    });
    closers.push(() => intents.close());
    await intents.queue(database.db, greetingMail, { to: 'a@praxis.test', token: 't' });
    expect(await metrics.metrics()).toMatch(/^kundencenter_mail_intents_waiting 1$/m);
    await intents.composeDue();
    expect(await metrics.metrics()).toMatch(/^kundencenter_mail_intents_waiting 0$/m);
  });

  it('sends nothing when the kind finds nothing to send any more', async () => {
    const mailer = recordingMailer();
    const intents = intentsOf({ mailer });
    await intents.queue(database.db, greetingMail, { to: 'nobody@praxis.test', token: 'x' });
    await intents.composeDue();
    expect(mailer.sent).toHaveLength(0);
    expect(await waiting()).toHaveLength(0);
  });

  it('refuses a kind its feature does not list', async () => {
    const unlisted = defineMail<Greeting>('unlisted', greetingMail.compose);
    await expect(
      intentsOf().queue(database.db, unlisted, { to: 'a@praxis.test', token: 't' }),
    ).rejects.toThrow(/not listed/);
  });

  it('tries a failed composing again later and gives it up after three days, logging no payload', async () => {
    let failing = true;
    const flaky = defineMail<Greeting>('greeting', async (context, payload) => {
      if (failing) throw new Error('database away');
      return greetingMail.compose(context, payload);
    });
    const mailer = recordingMailer();
    const log = recordingLog();
    const intents = intentsOf({ kinds: [flaky], mailer, log });
    await intents.queue(database.db, flaky, { to: 'klein@praxis.test', token: 'geheim-456' });
    await intents.composeDue();
    const [kept] = await waiting();
    expect(kept).toMatchObject({ attempts: 1, claimedUntil: null });
    expect(kept?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + MAIL_RETRY_FIRST_MS);
    await intents.composeDue();
    expect((await waiting())[0]?.attempts).toBe(1);

    failing = false;
    clock.advance(MAIL_RETRY_FIRST_MS);
    await intents.composeDue();
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['klein@praxis.test']);
    expect(await waiting()).toHaveLength(0);

    failing = true;
    await intents.queue(database.db, flaky, { to: 'spaet@praxis.test', token: 'geheim-789' });
    clock.advance(MAIL_GIVE_UP_MS);
    await intents.composeDue();
    expect(await waiting()).toHaveLength(0);
    expect(log.entries.map((entry) => entry.message)).toEqual([
      'mail not composed, tried again later',
      'mail given up',
    ]);
    expect(JSON.stringify(log.entries.map((entry) => ({ ...entry.object, err: undefined })))).not.toMatch(
      /praxis|geheim/,
    );
  });

  it('leaves a kind it does not know to an instance that knows it', async () => {
    const older = recordingMailer();
    const newer = recordingMailer();
    await queueOnlyMailSender(config.appKey, clock.now).queue(database.db, greetingMail, {
      to: 'neu@praxis.test',
      token: 't',
    });
    await intentsOf({ kinds: [], mailer: older }).composeDue();
    expect(older.sent).toHaveLength(0);
    expect(await waiting()).toHaveLength(1);
    clock.advance(60_000);
    await intentsOf({ mailer: newer }).composeDue();
    expect(newer.sent.map((mail) => mail.to)).toEqual(['neu@praxis.test']);

    // A kind no release knows any more is given up after three days like any other mail.
    await queueOnlyMailSender(config.appKey, clock.now).queue(database.db, greetingMail, {
      to: 'vergessen@praxis.test',
      token: 't',
    });
    clock.advance(MAIL_GIVE_UP_MS);
    await intentsOf({ kinds: [], mailer: older }).composeDue();
    expect(await waiting()).toHaveLength(0);
    expect(older.sent).toHaveLength(0);
  });

  it('lets timers and requests run between the mails of a backlog', async () => {
    const queueing = queueOnlyMailSender(config.appKey, clock.now);
    for (let index = 0; index < 20; index += 1) {
      await queueing.queue(database.db, greetingMail, { to: `stau.${index}@praxis.test`, token: `${index}` });
    }
    const mailer = recordingMailer();
    let turns = 0;
    const ticking = setInterval(() => (turns += mailer.sent.length < 20 ? 1 : 0), 0);
    try {
      await intentsOf({ mailer }).composeDue();
    } finally {
      clearInterval(ticking);
    }
    expect(mailer.sent).toHaveLength(20);
    expect(turns).toBeGreaterThan(0);
  });

  it('composes each of 20 mails once with two instances at work', async () => {
    const queueing = queueOnlyMailSender(config.appKey, clock.now);
    for (let index = 0; index < 20; index += 1) {
      await queueing.queue(database.db, greetingMail, {
        to: `praxis.${index}@praxis.test`,
        token: `${index}`,
      });
    }
    const a = recordingMailer();
    const b = recordingMailer();
    await Promise.all([intentsOf({ mailer: a }).composeDue(), intentsOf({ mailer: b }).composeDue()]);
    const sent = [...a.sent, ...b.sent].map((mail) => mail.to).sort();
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    expect(await waiting()).toHaveLength(0);
  });

  it('leaves what waits at closing to the next start', async () => {
    const first = recordingMailer();
    const intents = intentsOf({ mailer: first });
    await intents.queue(database.db, greetingMail, { to: 'morgen@praxis.test', token: 't' });
    await intents.close();
    await new Promise((resolve) => setTimeout(resolve, MAIL_COMPOSE_DELAY_MS + 100));
    expect(first.sent).toHaveLength(0);
    expect(await waiting()).toHaveLength(1);
    const next = recordingMailer();
    const job = intentsOf({ mailer: next }).startJob();
    await vi.waitFor(() => expect(next.sent.map((mail) => mail.to)).toEqual(['morgen@praxis.test']));
    await job.stop();
    expect(await database.db.select().from(mailIntents).where(eq(mailIntents.kind, 'greeting'))).toHaveLength(
      0,
    );
  });
});
