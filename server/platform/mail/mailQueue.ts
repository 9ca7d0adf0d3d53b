/**
 * The queue in front of the SMTP relay. A request's mail is a row of `mail_queue` before the request
 * answers; the relay gets it right after, outside the request, so no answer waits for the relay.
 * While the relay is away, refuses the connection or answers "later" (4xx), the mail waits and is
 * tried again, further apart each time, until MAIL_GIVE_UP_MS after it was queued. Only the relay's
 * permanent refusal of this mail (a 5xx to its recipient or its content) ends it at once: a wrong
 * password or a blocked address of our own (535, 554 at the greeting) is the operator's to mend, and
 * the mail waits for it. Either end is logged with the row's id and the code, never the address.
 *
 * Several instances share the table: each claims one mail at a time (`FOR UPDATE SKIP LOCKED`) for
 * MAIL_CLAIM_MS, and deletes or reschedules it only while that claim is still its own. An instance
 * that dies while handing a mail over leaves its claim to run out, and another sends the mail then:
 * a mail may arrive twice after a crash, never not at all. A pass ends at the first failure that is
 * the relay's rather than the mail's, so a relay that is away costs one attempt a pass, not one per
 * waiting mail.
 */
import { count, min } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppDb } from '../db/database';
import { mailQueue, type QueuedMail } from '../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { Clock } from '../time/clock';
import type { Mailer } from './mailer';
import { claimOldestDue, oneAtATime, stillClaimed } from './mailClaims';

/** How often each instance looks for mail whose next attempt is due. */
export const MAIL_QUEUE_INTERVAL_MS = 30_000;
/** The first retry's delay; each further one waits twice as long, up to MAIL_RETRY_MAX_MS. */
export const MAIL_RETRY_FIRST_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 30 * 60_000;
/** A mail the relay has not taken three days after it was queued is given up. */
export const MAIL_GIVE_UP_MS = 3 * 24 * 60 * 60_000;
export { MAIL_CLAIM_MS } from './mailClaims';
/** How long closing waits for the mail in hand before it cancels the hand-over. */
export const MAIL_CLOSE_GRACE_MS = 5_000;

export interface MailQueueLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailQueue {
  /** What the features send with: `send` queues the mail and answers. */
  readonly mailer: Mailer;
  /** Hands due mails to the relay; resolves when none is due or the relay failed this pass. */
  deliverDue(): Promise<void>;
  /** The retries, every MAIL_QUEUE_INTERVAL_MS. */
  startJob(): PeriodicJob;
  /**
   * Starts no further hand-over, waits up to the grace for the one under way, then cancels it (its
   * mail is released unsent, with no attempt counted).
   */
  close(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

interface RelayFailure {
  /** The SMTP reply code (nodemailer's `responseCode`) or else nodemailer's error code. */
  code: string;
  /** The relay refused this mail for good: retrying would be refused again. */
  permanent: boolean;
  /** The refusal was of this mail (its recipient or content), not of the connection or our login. */
  ofTheMail: boolean;
}

function relayFailure(error: unknown): RelayFailure {
  const { responseCode, code, command, permanent } = error as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
    permanent?: unknown;
  };
  // A refused recipient (RCPT TO) or content (DATA): a refused sender (MAIL FROM) is our setup.
  const ofTheMail = (code === 'EENVELOPE' && command === 'RCPT TO') || code === 'EMESSAGE';
  return {
    code:
      typeof responseCode === 'number' ? String(responseCode) : typeof code === 'string' ? code : 'unknown',
    permanent: ofTheMail && permanent === true,
    ofTheMail,
  };
}

/**
 * For /metrics: the mails waiting and the age of the oldest, read at each scrape, and a count of
 * the mails given up (an alert's signal).
 */
function registerMailQueueMetrics(registry: Registry, db: AppDb, now: Clock): Counter {
  const oldest = new Gauge({
    name: 'kundencenter_mail_queue_oldest_seconds',
    help: 'Age of the oldest mail waiting for the SMTP relay (0 when none waits)',
    registers: [registry],
  });
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
  closeGraceMs = MAIL_CLOSE_GRACE_MS,
}: {
  db: AppDb;
  relay: Mailer;
  now: Clock;
  log: MailQueueLog;
  /** The app's metrics registry, if the queue's figures go to /metrics. */
  metrics?: Registry;
  closeGraceMs?: number;
}): MailQueue {
  const givenUp = metrics ? registerMailQueueMetrics(metrics, db, now) : null;
  const cancel = new AbortController();
  let closing = false;

  const stillOurs = (mail: QueuedMail) => stillClaimed(mailQueue, mail);

  /** Hands one claimed mail over; false when this pass should end (the relay failed, or closing). */
  async function handOver(mail: QueuedMail): Promise<boolean> {
    try {
      await relay.send(
        {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.fromName === null ? {} : { fromName: mail.fromName }),
          ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        },
        { signal: cancel.signal },
      );
    } catch (error) {
      if (cancel.signal.aborted) {
        await db.update(mailQueue).set({ claimedUntil: null }).where(stillOurs(mail));
        return false;
      }
      const failure = relayFailure(error);
      await keepOrGiveUp(mail, failure);
      return failure.ofTheMail;
    }
    await db.delete(mailQueue).where(stillOurs(mail));
    return true;
  }

  async function keepOrGiveUp(mail: QueuedMail, { code, permanent }: RelayFailure): Promise<void> {
    const attempts = mail.attempts + 1;
    const at = now();
    if (permanent || at.getTime() - mail.createdAt.getTime() >= MAIL_GIVE_UP_MS) {
      await db.delete(mailQueue).where(stillOurs(mail));
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
      .where(stillOurs(mail));
    log.warn({ mail: mail.id, attempts, code, retryInS: delayMs / 1000 }, 'mail not sent, tried again later');
  }

  /** Mail after mail until none is due, the relay fails or the queue closes. */
  async function deliverPass(): Promise<void> {
    while (!closing) {
      const mail = await claimOldestDue(db, mailQueue, now());
      if (!mail || !(await handOver(mail))) return;
    }
  }

  const passes = oneAtATime(deliverPass, () => closing);
  const deliverDue = () => passes.run();

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
      const running = passes.inProgress();
      if (!running) return;
      const grace = setTimeout(() => cancel.abort(), closeGraceMs);
      await running.catch(() => undefined);
      clearTimeout(grace);
    },
  };
}
