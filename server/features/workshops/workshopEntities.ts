/**
 * `workshop` (issue 15), keyed by its integer id, scope `all`: every holder of 'list workshops'
 * mirrors every workshop with its free slots, events, topics and attachments (others are answered a
 * `del`). `workshopRegistration`, keyed by uuid (a booking may be made offline), to its user and to
 * the workshop staff (server/features/workshops/workshopAccess.ts), with the waiting position read at pull
 * time.
 */
import { and } from 'drizzle-orm';
import { mayListWorkshops, mayManageWorkshops } from '../../../src/contract/workshopRules';
import { workshopRegistrations, workshops } from '../../platform/db/schema';
import { visibleRegistrations } from './workshopAccess';
import { readRegistrationRecords, readWorkshopRecords } from './workshopRecords';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';

export const workshopEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!mayListWorkshops(viewer.permissions) && !mayManageWorkshops(viewer.permissions)) return [];
  const records = await readWorkshopRecords(db, idCondition(workshops.id, filter), {
    limit: limitOf(filter),
  });
  return records.map((record) => ({ id: String(record.id), data: record }));
});

export const workshopRegistrationEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  const records = await readRegistrationRecords(
    db,
    and(visibleRegistrations(viewer), uuidCondition(workshopRegistrations.uuid, filter)),
    { limit: uuidLimitOf(filter), order: 'uuid' },
  );
  return records.map((record) => ({ id: record.uuid, data: record }));
});
