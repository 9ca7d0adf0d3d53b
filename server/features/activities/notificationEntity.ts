/** `notification`: the viewer's own activity notifications (scope user:<uuid>), keyed by their uuid. */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { notifications } from '../../platform/db/schema';
import { toNotificationRecord } from './notificationRecords';
import type { SyncEntityDefinition } from '../../platform/sync/syncEntityDefinition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pull's read of the viewer's changed notifications: prepared, as nearly every pull runs it. */
const byIdsStatement = (db: AppDb) =>
  preparedOnce(db, 'sync_notifications', (name) =>
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          sql`${notifications.id} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare(name),
  );

export const notificationEntity: SyncEntityDefinition = {
  async load(db, ids, viewer) {
    const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (valid.length === 0) return new Map();
    const rows = await byIdsStatement(db).execute({ userId: viewer.id, ids: valid });
    return new Map(rows.map((row) => [row.id, toNotificationRecord(row)]));
  },
  async snapshot(db, viewer, after, limit) {
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, viewer.id),
          after !== null && UUID.test(after) ? gt(notifications.id, after) : undefined,
        ),
      )
      .orderBy(asc(notifications.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, data: toNotificationRecord(row) }));
  },
};
