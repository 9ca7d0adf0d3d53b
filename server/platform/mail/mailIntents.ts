/**
 * Every mail of the portal is asked for in the write that causes it and made after it (decisions §38).
 * The write puts a row into `mail_intents` in its own transaction: which mail (a MailKind a feature
 * defines) and what it needs, sealed with APP_KEY (addresses, names, a single-use link's token). The
 * request answers without composing anything; MAIL_COMPOSE_DELAY_MS later the instance composes the
 * mail (the laboratory's settings, the recipient's language, the text) and hands it to the mailer: the
 * SMTP relay's queue (mailQueue.ts) or the dev outbox. On the embedded database, which runs in the
 * server's process on one connection, the devices that the write's sync hint woke would otherwise
 * find their pulls waiting behind the mail's statements; with the delay they pull first.
 *
 * A committed write has its mail and a rolled-back one has none. A kind may find there is nothing to
 * send any more (compose answers null: the subscription was confirmed meanwhile, the account is gone).
 * Composing or handing over that fails (the database is away) is tried again like the relay's
 * attempts (retryDelayMs), until MAIL_GIVE_UP_MS; a kind this instance does not know (a newer
 * version's, during a rolling update) is left to an instance that does. Several instances share the
 * table as they share `mail_queue`: one intent claimed at a time for MAIL_CLAIM_MS, deleted only
 * while the claim is still its own, so after a crash a mail may be made twice, never not at all.
 * Logs name the intent's id and kind, never its payload.
 */
import { count } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../appContext';
import { createEncrypter, type Encrypter } from '../crypto/encryption';
import { KeyPurpose } from '../crypto/keys';
import type { AppDb, AppTx } from '../db/database';
import { mailIntents, type MailIntent } from '../db/schema';
import { yieldToEventLoop } from '../jobs/batches';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { Clock } from '../time/clock';
import { claimOldestDue, oneAtATime, stillClaimed } from './mailClaims';
import type { MailMessage, Mailer } from './mailer';
import { MAIL_GIVE_UP_MS, MAIL_QUEUE_INTERVAL_MS, retryDelayMs, type MailQueueLog } from './mailQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail intents, for tests that read a mail right after the request that asked for it. */
    mailIntents: MailIntents;
  }
}

/** After a write commits, the time its hinted devices have to pull before its mail is composed. */
export const MAIL_COMPOSE_DELAY_MS = 200;

/** What composing a mail may read. */
export type MailComposeContext = Pick<AppContext, 'config' | 'db' | 'now'>;

export interface MailKind<Payload> {
  /** Stored with the intent: stays the same across releases while intents of it may wait. */
  readonly name: string;
  /** The mail, or null when there is nothing to send any more. */
  compose(context: MailComposeContext, payload: Payload): Promise<MailMessage | null>;
}

/** A feature's mail; its ServerFeature lists it under `mails`. The payload must survive JSON. */
export const defineMail = <Payload>(
  name: string,
  compose: MailKind<Payload>['compose'],
): MailKind<Payload> => ({ name, compose });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of kinds of any payload
export type AnyMailKind = MailKind<any>;

/** How features ask for a mail (AppContext's `mail`). */
export interface MailSender {
  /** In the write's transaction (or on its own): the mail is made and sent once it has committed. */
  queue<Payload>(db: AppDb | AppTx, kind: MailKind<Payload>, payload: Payload): Promise<void>;
}

export interface MailIntents extends MailSender {
  /** Composes and hands on every intent due now; resolves when none is left (tests settle with it). */
  composeDue(): Promise<void>;
  /** Leftovers (a crashed instance's, a retry's), every MAIL_QUEUE_INTERVAL_MS and at start. */
  startJob(): PeriodicJob;
  /** Starts no further composing and waits for the one under way; waiting intents stay for the next start. */
  close(): Promise<void>;
}

async function insertIntent<Payload>(
  target: AppDb | AppTx,
  kind: MailKind<Payload>,
  payload: Payload,
  encrypter: Encrypter,
  at: Date,
): Promise<number> {
  const [row] = await target
    .insert(mailIntents)
    .values({ kind: kind.name, payload: encrypter.encrypt(JSON.stringify(payload)), createdAt: at })
    .returning({ id: mailIntents.id });
  if (!row) throw new Error('the mail intent was not stored');
  return row.id;
}

/** Queues without composing: the demo seed's, before any app runs; the app's start composes them. */
export function queueOnlyMailSender(appKey: string, now: Clock): MailSender {
  const encrypter = mailIntentEncrypter(appKey);
  return {
    async queue(target, kind, payload) {
      await insertIntent(target, kind, payload, encrypter, now());
    },
  };
}

export const mailIntentEncrypter = (appKey: string): Encrypter =>
  createEncrypter(appKey, KeyPurpose.mailIntents);

export function createMailIntents({
  context,
  kinds,
  mailer,
  encrypter,
  now,
  log,
  metrics,
}: {
  context: MailComposeContext;
  kinds: readonly AnyMailKind[];
  /** Where a composed mail goes: the relay's queue or the dev outbox. */
  mailer: Mailer;
  /** Seals the payloads (KeyPurpose.mailIntents). */
  encrypter: Encrypter;
  now: Clock;
  log: MailQueueLog;
  /** The app's metrics registry: the intents waiting, read at each scrape. */
  metrics?: Registry;
}): MailIntents {
  const { db } = context;
  if (metrics) {
    new Gauge({
      name: 'kundencenter_mail_intents_waiting',
      help: 'Mails asked for and not yet composed (more than a few for long: composing fails, see the log)',
      registers: [metrics],
      async collect() {
        const [row] = await db.select({ waiting: count() }).from(mailIntents);
        this.set(row?.waiting ?? 0);
      },
    });
  }
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  /**
   * This instance's intents not yet seen composed, with when they were queued: the timer looks again
   * (further apart each time) while a write that queued one has not committed yet, or rolled back.
   */
  const awaited = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let fireAt = Infinity;
  let recheckMs = MAIL_COMPOSE_DELAY_MS;
  let closing = false;

  const stillOurs = (intent: MailIntent) => stillClaimed(mailIntents, intent);

  async function later(intent: MailIntent, delayMs: number, attempts: number): Promise<void> {
    await db
      .update(mailIntents)
      .set({ attempts, claimedUntil: null, nextAttemptAt: new Date(now().getTime() + delayMs) })
      .where(stillOurs(intent));
  }

  const givenUp = (intent: MailIntent) => now().getTime() - intent.createdAt.getTime() >= MAIL_GIVE_UP_MS;

  async function composeOne(intent: MailIntent): Promise<void> {
    awaited.delete(intent.id);
    const kind = byName.get(intent.kind);
    if (!kind) {
      // A newer release's kind waits for an instance that knows it; one that no release knows any
      // more (renamed, removed) is given up like any mail after MAIL_GIVE_UP_MS.
      if (givenUp(intent)) {
        await db.delete(mailIntents).where(stillOurs(intent));
        log.error({ mailIntent: intent.id, kind: intent.kind }, 'mail given up');
        return;
      }
      log.warn(
        { mailIntent: intent.id, kind: intent.kind },
        'mail of an unknown kind left to another instance',
      );
      await later(intent, MAIL_QUEUE_INTERVAL_MS, intent.attempts);
      return;
    }
    try {
      const message = await kind.compose(context, JSON.parse(encrypter.decrypt(intent.payload)) as unknown);
      if (message) await mailer.send(message);
    } catch (error) {
      const attempts = intent.attempts + 1;
      if (givenUp(intent)) {
        await db.delete(mailIntents).where(stillOurs(intent));
        log.error({ err: error, mailIntent: intent.id, kind: intent.kind, attempts }, 'mail given up');
        return;
      }
      const delayMs = retryDelayMs(attempts);
      await later(intent, delayMs, attempts);
      log.warn(
        { err: error, mailIntent: intent.id, kind: intent.kind, attempts, retryInS: delayMs / 1000 },
        'mail not composed, tried again later',
      );
      return;
    }
    await db.delete(mailIntents).where(stillOurs(intent));
  }

  async function composePass(): Promise<void> {
    while (!closing) {
      const intent = await claimOldestDue(db, mailIntents, now());
      if (!intent) return;
      await composeOne(intent);
      // On the embedded database each statement runs in this process without a turn for requests:
      // a backlog (an escalation's burst, a start's leftovers) must not hold them up.
      await yieldToEventLoop();
    }
  }

  const passes = oneAtATime(composePass, () => closing);
  const composeDue = () => passes.run();

  /** A look in `delayMs`, unless one is due sooner. */
  function lookIn(delayMs: number): void {
    const at = Date.now() + delayMs;
    if (closing || (timer && fireAt <= at)) return;
    if (timer) clearTimeout(timer);
    fireAt = at;
    timer = setTimeout(() => void look(), delayMs);
    timer.unref();
  }

  async function look(): Promise<void> {
    timer = null;
    fireAt = Infinity;
    await composeDue().catch((error: unknown) => log.error({ err: error }, 'mail composing failed'));
    // A write that queued an intent is still open, or rolled back: look again, then leave it to the job.
    const givenUpBefore = Date.now() - MAIL_QUEUE_INTERVAL_MS;
    for (const [id, queuedAt] of awaited) if (queuedAt < givenUpBefore) awaited.delete(id);
    if (awaited.size === 0) return;
    recheckMs = Math.min(recheckMs * 2, MAIL_QUEUE_INTERVAL_MS);
    lookIn(recheckMs);
  }

  return {
    async queue(target, kind, payload) {
      if (byName.get(kind.name) !== kind)
        throw new Error(`mail kind ${kind.name} is not listed by its feature`);
      awaited.set(await insertIntent(target, kind, payload, encrypter, now()), Date.now());
      recheckMs = MAIL_COMPOSE_DELAY_MS;
      lookIn(MAIL_COMPOSE_DELAY_MS);
    },
    composeDue,
    startJob: () => startPeriodicJob('mail intents', MAIL_QUEUE_INTERVAL_MS, composeDue, log),
    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      await passes.inProgress()?.catch(() => undefined);
    },
  };
}
