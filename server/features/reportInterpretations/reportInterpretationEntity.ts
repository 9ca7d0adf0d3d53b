/**
 * `reportInterpretation`, keyed by uuid (a doctor may request one offline). Scopes: the doctor's
 * `user:<uuid>` and staff by `perm:upload reports`. Doctors mirror all their requests; staff's
 * snapshot holds the pending ones only (design brief: staff mirror what they work on), and pulls
 * deliver any request that changes while they sync.
 */
import { and } from 'drizzle-orm';
import { reportInterpretations } from '../../platform/db/schema';
import { pendingInterpretations, readInterpretations, visibleInterpretations } from './interpretationRecords';
import { seesAllReports } from '../reports';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';

export const reportInterpretationEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  const workingSet = 'afterUuid' in filter && seesAllReports(viewer) ? pendingInterpretations : undefined;
  const records = await readInterpretations(
    db,
    and(visibleInterpretations(viewer), uuidCondition(reportInterpretations.uuid, filter), workingSet),
    { limit: uuidLimitOf(filter), order: 'uuid' },
  );
  return records.map((record) => ({ id: record.uuid, data: record }));
});
