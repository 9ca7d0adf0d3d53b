/**
 * Newsletter subscriptions, kept locally (spec §7 'Newsletter'). A user sees and removes their own
 * subscriptions, administrators everyone's; anyone else's id is answered as not found, so ids do not
 * tell which subscriptions exist. Each subscription is mirrored to its owner (scope user:<uuid>).
 * A subscription of someone else's address is pending until that address confirms it (issue 26):
 * the row keeps the hash of the mailed token, and confirming clears it.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { NEWSLETTER_CONFIRMATION_DAYS } from '../../../src/contract/constants';
import type { z } from 'zod';
import {
  NewsletterStatus,
  type NewsletterRecipient,
  type newsletterRecipientSchema,
} from '../../../src/contract/newsletter';
import type { AppDb } from '../../platform/db/database';
import { newsletterRecipients, users, type NewsletterRecipientRow } from '../../platform/db/schema';

/** A validated subscription request (defaults applied). */
export type NewsletterSubscription = z.output<typeof newsletterRecipientSchema>;

export interface Viewer {
  id: number;
  admin: boolean;
}

export function toRecord(row: NewsletterRecipientRow): NewsletterRecipient {
  return {
    id: row.id,
    recipientlist_id: row.recipientlistId,
    email: row.email,
    gender: row.gender,
    firstname: row.firstname,
    lastname: row.lastname,
    zip: row.zip,
    created_at: row.createdAt.toISOString(),
    status: row.confirmationTokenHash === null ? NewsletterStatus.confirmed : NewsletterStatus.pending,
  };
}

function visibleTo(viewer: Viewer, extra?: SQL): SQL | undefined {
  const own = viewer.admin ? undefined : eq(newsletterRecipients.userId, viewer.id);
  return own && extra ? and(own, extra) : (own ?? extra);
}

export async function listRecipients(db: AppDb, viewer: Viewer): Promise<NewsletterRecipient[]> {
  const rows = await db
    .select()
    .from(newsletterRecipients)
    .where(visibleTo(viewer))
    .orderBy(desc(newsletterRecipients.id));
  return rows.map(toRecord);
}

export async function findRecipient(
  db: AppDb,
  viewer: Viewer,
  id: number,
): Promise<NewsletterRecipient | null> {
  const [row] = await db
    .select()
    .from(newsletterRecipients)
    .where(visibleTo(viewer, eq(newsletterRecipients.id, id)));
  return row ? toRecord(row) : null;
}

/**
 * The new subscription, or null when the user has the address on that list already. With a
 * `confirmationTokenHash` it is pending until confirmNewsletter is given the token.
 */
export async function subscribe(
  db: AppDb,
  userId: number,
  values: NewsletterSubscription,
  now: Date,
  confirmationTokenHash: string | null = null,
): Promise<NewsletterRecipient | null> {
  // ON CONFLICT DO NOTHING rather than catching the violation: inside a transaction (an admin's
  // change, users/doctorNewsletter.ts) a failed INSERT would abort everything after it.
  const [row] = await db
    .insert(newsletterRecipients)
    .values({
      userId,
      recipientlistId: values.recipientlist_id,
      email: values.email,
      gender: values.gender,
      firstname: values.firstname,
      lastname: values.lastname,
      zip: values.zip,
      createdAt: now,
      confirmationTokenHash,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toRecord(row) : null;
}

/** The subscription's owner (whose mirror loses it), or null when not found. */
export async function unsubscribe(
  db: AppDb,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; uuid: string } | null> {
  const [deleted] = await db
    .delete(newsletterRecipients)
    .where(visibleTo(viewer, eq(newsletterRecipients.id, id)))
    .returning({ userId: newsletterRecipients.userId });
  if (!deleted) return null;
  const [owner] = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(eq(users.id, deleted.userId));
  return owner ?? null;
}

const DAY_MS = 86_400_000;

/** Pending subscriptions made before this are past their confirmation (NEWSLETTER_CONFIRMATION_DAYS). */
const confirmationCutoff = (now: Date) => new Date(now.getTime() - NEWSLETTER_CONFIRMATION_DAYS * DAY_MS);

/**
 * Confirms the pending subscription of the token; its owner, or null for an unknown, used or
 * expired token (older than NEWSLETTER_CONFIRMATION_DAYS).
 */
export async function confirmSubscription(
  db: AppDb,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; owner: { id: number; uuid: string } } | null> {
  const [confirmed] = await db
    .update(newsletterRecipients)
    .set({ confirmationTokenHash: null })
    .where(
      and(
        eq(newsletterRecipients.confirmationTokenHash, tokenHash),
        gte(newsletterRecipients.createdAt, confirmationCutoff(now)),
      ),
    )
    .returning({ id: newsletterRecipients.id, userId: newsletterRecipients.userId });
  if (!confirmed) return null;
  const [owner] = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(eq(users.id, confirmed.userId));
  return owner ? { id: confirmed.id, owner } : null;
}

/** How many expired pending subscriptions one batch of `removeExpiredSubscriptions` deletes. */
export const EXPIRED_SUBSCRIPTION_BATCH = 100;

/**
 * Deletes up to EXPIRED_SUBSCRIPTION_BATCH pending subscriptions older than
 * NEWSLETTER_CONFIRMATION_DAYS: nobody confirmed them, the address's owner never gets the
 * newsletter, and the subscriber's list no longer shows them as waiting. Answers who lost which.
 */
export async function removeExpiredSubscriptions(
  db: AppDb,
  now: Date,
): Promise<Array<{ id: number; owner: { id: number; uuid: string } }>> {
  const expired = await db
    .select({ id: newsletterRecipients.id })
    .from(newsletterRecipients)
    .where(
      and(
        isNotNull(newsletterRecipients.confirmationTokenHash),
        lt(newsletterRecipients.createdAt, confirmationCutoff(now)),
      ),
    )
    .limit(EXPIRED_SUBSCRIPTION_BATCH);
  if (expired.length === 0) return [];
  const deleted = await db
    .delete(newsletterRecipients)
    .where(
      and(
        inArray(
          newsletterRecipients.id,
          expired.map((row) => row.id),
        ),
        isNotNull(newsletterRecipients.confirmationTokenHash),
      ),
    )
    .returning({ id: newsletterRecipients.id, userId: newsletterRecipients.userId });
  if (deleted.length === 0) return [];
  const owners = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(
      inArray(
        users.id,
        deleted.map((row) => row.userId),
      ),
    );
  return deleted.flatMap((row) => {
    const owner = owners.find((candidate) => candidate.id === row.userId);
    return owner ? [{ id: row.id, owner }] : [];
  });
}
