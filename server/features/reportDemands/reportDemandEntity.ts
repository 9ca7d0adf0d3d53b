/**
 * `reportDemand`, keyed by uuid (a doctor may start one offline), with its messages embedded
 * rather than a separate `reportDemandMessage` entity. Why embedded: a conversation is short and
 * always read whole; a message has no visibility of its own (it is seen exactly by whoever sees its
 * demand), so one rule and one set of scopes cover both; the list's hasUnreadMessages and the
 * conversation change together and arrive together; and an outbox action on a message (send, edit,
 * delete) holds back one row, the demand, so a pull cannot show half of the user's pending change.
 * The cost, re-sending a few messages whenever one changes, is small.
 *
 * Scopes: the doctor's and the contact person's `user:<uuid>`, and staff by `perm:upload
 * reports`. `hasUnreadMessages` is the viewer's, computed at read time. Staff mirror what they work
 * on (design brief): the snapshot holds active demands, and archived ones only when they are the
 * doctor or contact person; pulls still deliver a demand archived meanwhile (with archivedAt set).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { reportDemands } from '../../platform/db/schema';
import { visibleDemands } from './reportDemandAccess';
import { readDemandRecords } from './reportDemandRecords';
import { seesAllReports } from '../reports';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';

export const reportDemandEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  const workingSet =
    'afterUuid' in filter && seesAllReports(viewer)
      ? or(
          isNull(reportDemands.archivedAt),
          eq(reportDemands.doctorId, viewer.id),
          eq(reportDemands.contactPersonId, viewer.id),
        )
      : undefined;
  const records = await readDemandRecords(
    db,
    viewer.id,
    and(visibleDemands(viewer), uuidCondition(reportDemands.uuid, filter), workingSet),
    { limit: uuidLimitOf(filter), order: 'uuid' },
  );
  return records.map((record) => ({ id: record.uuid, data: record }));
});
