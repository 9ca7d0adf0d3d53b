/**
 * `backendMessage` (issue 13), keyed by its integer id, with the viewer's own `confirmed_at` and
 * the attachments (id, name, original_name, size, mime). Visibility is
 * backendMessageAccess.ts's: managers mirror every message, everyone else those addressed to them
 * that are neither hidden nor past show-until (read with the time of the pull; a message that
 * expires between pulls is taken off the screen by the device's own clock, isMessageShown).
 * Acknowledged messages stay in the mirror: the dashboard lists them.
 */
import { and } from 'drizzle-orm';
import { backendMessages } from '../../platform/db/schema';
import { visibleMessages } from './backendMessageAccess';
import { readMessageRecords } from './backendMessageRecords';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const backendMessageEntity = numericIdEntity(async (db, viewer, filter) => {
  const records = await readMessageRecords(
    db,
    viewer.id,
    and(visibleMessages(db, viewer, new Date()), idCondition(backendMessages.id, filter)),
    { limit: limitOf(filter), order: 'id' },
  );
  return records.map((record) => ({ id: String(record.id), data: record }));
});
