/**
 * How instances share a mail table (`mail_queue`, `mail_intents`): each takes the oldest due row no
 * other instance holds (`FOR UPDATE SKIP LOCKED`) for MAIL_CLAIM_MS, and deletes or changes it only
 * while that claim is still its own; a claim that ran out (its instance died) is anyone's again.
 */
import { and, asc, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import type { mailIntents, mailQueue } from '../db/schema';

/** Far longer than one mail takes: a hand-over within the SMTP transport's timeouts, a composing. */
export const MAIL_CLAIM_MS = 5 * 60_000;

type MailTable = typeof mailQueue | typeof mailIntents;

interface ClaimedRow {
  id: number;
  claimedUntil: Date | null;
}

/** The oldest due row of `table` that no other instance holds, claimed; null when there is none. */
export async function claimOldestDue<Table extends MailTable>(
  db: AppDb,
  table: Table,
  at: Date,
): Promise<Table['$inferSelect'] | null> {
  // One table's columns stand for both: the two share these four (mailIntents' due time may be null).
  const rows = table as typeof mailIntents;
  const due = db
    .select({ id: rows.id })
    .from(rows)
    .where(
      and(
        or(isNull(rows.nextAttemptAt), lte(rows.nextAttemptAt, at)),
        or(isNull(rows.claimedUntil), lte(rows.claimedUntil, at)),
      ),
    )
    .orderBy(asc(rows.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(rows)
    .set({ claimedUntil: new Date(at.getTime() + MAIL_CLAIM_MS) })
    .where(inArray(rows.id, due))
    .returning();
  return (claimed as Table['$inferSelect'] | undefined) ?? null;
}

/** `row`, as long as this instance's claim on it has not run out and been taken by another. */
export function stillClaimed(table: MailTable, row: ClaimedRow): SQL | undefined {
  return and(eq(table.id, row.id), eq(table.claimedUntil, row.claimedUntil ?? new Date(0)));
}

export interface OneAtATime {
  /** Starts a pass, or makes the running one look once more before it ends; resolves with it. */
  run(): Promise<void>;
  /** The pass under way, if any (closing waits for it). */
  inProgress(): Promise<void> | null;
}

/** Runs `pass` one at a time per instance; nothing starts once `closing()` says so. */
export function oneAtATime(pass: () => Promise<void>, closing: () => boolean): OneAtATime {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (closing()) return Promise.resolve();
      again = true;
      running ??= (async () => {
        try {
          while (again && !closing()) {
            again = false;
            await pass();
          }
        } finally {
          running = null;
        }
      })();
      return running;
    },
    inProgress: () => running,
  };
}
