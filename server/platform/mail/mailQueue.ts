/**
 * The queue in front of the SMTP relay. A request's mail is a row of `mail_queue` before the request
 * answers; the relay gets it right after, outside the request, so no answer waits for the relay and
 * none tells by its time whether a mail went out (the forgotten password of a name that exists).
 * While the relay is away or refuses for the moment (4xx), the mail waits and is tried again,
 * further apart each time, until MAIL_GIVE_UP_MS after it was queued; a permanent refusal (5xx)
 * ends it at once. Either end is logged with the row's id and the code, never the address.
 *
 * Several instances share the table: each claims a batch (`FOR UPDATE SKIP LOCKED`) until
 * MAIL_CLAIM_MS from now and deletes a row once the relay took it. An instance that dies while
 * handing a mail over leaves its claim to run out, and another sends the mail then: a mail may
 * arrive twice after a crash, never not at all.
 */
import { and, asc, count, eq, inArray, isNull, lte, min, or } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppDb } from '../db/database';
import { mailQueue, type QueuedMail } from '../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { Clock } from '../time/clock';
import type { Mailer } from './mailer';

/** How often each instance looks for mail whose next attempt is due. */
export const MAIL_QUEUE_INTERVAL_MS = 30_000;
/** The first retry's delay; each further one waits twice as long, up to MAIL_RETRY_MAX_MS. */
export const MAIL_RETRY_FIRST_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 30 * 60_000;
/** A mail the relay has not taken three days after it was queued is given up. */
export const MAIL_GIVE_UP_MS = 3 * 24 * 60 * 60_000;
/** Far longer than one hand-over takes within the SMTP transport's timeouts (smtpMailer.ts). */
export const MAIL_CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export interface MailQueueLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailQueue {
  /** What the features send with: `send` queues the mail and answers. */
  readonly mailer: Mailer;
  /** Hands every due mail to the relay; resolves when none is due any more. */
  deliverDue(): Promise<void>;
  /** The retries, every MAIL_QUEUE_INTERVAL_MS. */
  startJob(): PeriodicJob;
  /** Ends the delivery under way (its claims on mails not yet handed over are released). */
  close(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP reply code (nodemailer's `responseCode`) or nodemailer's error code, such as ESOCKET. */
function errorCode(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return String(responseCode);
  return typeof code === 'string' ? code : 'unknown';
}

const isPermanent = (code: string) => /^5\d\d$/.test(code);

/**
 * For /metrics: the mails waiting and the age of the oldest, read at each scrape, and a count of
 * the mails given up (an alert's signal).
 */
function registerMailQueueMetrics(registry: Registry, db: AppDb, now: Clock): Counter {
  new Gauge({
    name: 'kundencenter_mail_queue_waiting',
    help: 'Mails waiting for the SMTP relay',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ waiting: count(), oldest: min(mailQueue.createdAt) }).from(mailQueue);
      this.set(row?.waiting ?? 0);
      oldest.set(row?.oldest ? Math.max(0, (now().getTime() - row.oldest.getTime()) / 1000) : 0);
    },
  });
  const oldest = new Gauge({
    name: 'kundencenter_mail_queue_oldest_seconds',
    help: 'Age of the oldest mail waiting for the SMTP relay (0 when none waits)',
    registers: [registry],
  });
  return new Counter({
    name: 'kundencenter_mail_given_up_total',
    help: 'Mails the SMTP relay refused for good or had not taken three days after they were queued',
    registers: [registry],
  });
}

export function createMailQueue({
  db,
  relay,
  now,
  log,
  metrics,
}: {
  db: AppDb;
  relay: Mailer;
  now: Clock;
  log: MailQueueLog;
  /** The app's metrics registry, if the queue's figures go to /metrics. */
  metrics?: Registry;
}): MailQueue {
  const givenUp = metrics ? registerMailQueueMetrics(metrics, db, now) : null;
  let delivering: Promise<void> | null = null;
  let again = false;
  let closing = false;

  async function claimBatch(): Promise<QueuedMail[]> {
    const at = now();
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          lte(mailQueue.nextAttemptAt, at),
          or(isNull(mailQueue.claimedUntil), lte(mailQueue.claimedUntil, at)),
        ),
      )
      .orderBy(asc(mailQueue.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailQueue)
      .set({ claimedUntil: new Date(at.getTime() + MAIL_CLAIM_MS) })
      .where(inArray(mailQueue.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  async function handOver(mail: QueuedMail): Promise<void> {
    try {
      await relay.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.fromName === null ? {} : { fromName: mail.fromName }),
        ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
      });
    } catch (error) {
      await keepForLater(mail, errorCode(error));
      return;
    }
    await db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
  }

  async function keepForLater(mail: QueuedMail, code: string): Promise<void> {
    const attempts = mail.attempts + 1;
    const at = now();
    if (isPermanent(code) || at.getTime() - mail.createdAt.getTime() >= MAIL_GIVE_UP_MS) {
      await db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
      givenUp?.inc();
      log.error({ mail: mail.id, attempts, code }, 'mail given up');
      return;
    }
    const delayMs = retryDelayMs(attempts);
    await db
      .update(mailQueue)
      .set({
        attempts,
        lastError: code,
        claimedUntil: null,
        nextAttemptAt: new Date(at.getTime() + delayMs),
      })
      .where(eq(mailQueue.id, mail.id));
    log.warn({ mail: mail.id, attempts, code, retryInS: delayMs / 1000 }, 'mail not sent, tried again later');
  }

  /** Claims and hands over batch after batch until one comes back short. */
  async function deliverBatches(): Promise<void> {
    for (;;) {
      const batch = await claimBatch();
      for (const [index, mail] of batch.entries()) {
        if (closing) {
          const left = batch.slice(index).map((unsent) => unsent.id);
          await db.update(mailQueue).set({ claimedUntil: null }).where(inArray(mailQueue.id, left));
          return;
        }
        await handOver(mail);
      }
      if (batch.length < BATCH_SIZE) return;
    }
  }

  /** One delivery at a time per instance; a call during it makes it look once more before it ends. */
  function deliverDue(): Promise<void> {
    if (closing) return Promise.resolve();
    again = true;
    delivering ??= (async () => {
      try {
        while (again && !closing) {
          again = false;
          await deliverBatches();
        }
      } finally {
        delivering = null;
      }
    })();
    return delivering;
  }

  const mailer: Mailer = {
    kind: relay.kind,
    async send({ to, subject, text, html, fromName, replyTo }) {
      const at = now();
      await db.insert(mailQueue).values({
        to,
        subject,
        text,
        html,
        fromName: fromName ?? null,
        replyTo: replyTo ?? null,
        nextAttemptAt: at,
        createdAt: at,
      });
      deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
    },
    close: () => undefined,
  };

  return {
    mailer,
    deliverDue,
    startJob: () => startPeriodicJob('mail queue', MAIL_QUEUE_INTERVAL_MS, deliverDue, log),
    async close() {
      closing = true;
      await delivering?.catch(() => undefined);
    },
  };
}
