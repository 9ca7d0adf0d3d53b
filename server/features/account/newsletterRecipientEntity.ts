/**
 * `newsletterRecipient`: the viewer's own subscriptions (scope user:<owner uuid>). Administrators
 * list everyone's online, but their mirror holds only their own, as everyone's does.
 */
import { and, eq } from 'drizzle-orm';
import { newsletterRecipients } from '../../platform/db/schema';
import { toRecord } from './newsletterRecipients';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const newsletterRecipientEntity = numericIdEntity(async (db, viewer, filter) => {
  const rows = await db
    .select()
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.userId, viewer.id), idCondition(newsletterRecipients.id, filter)))
    .orderBy(newsletterRecipients.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: toRecord(row) }));
});
