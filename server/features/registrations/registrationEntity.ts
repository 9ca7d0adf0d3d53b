/**
 * `registration`, keyed by user id: a doctor registered in the last 30 days
 * (server/features/registrations/registrations.ts), for the holders of 'list doctors'. Read fresh: a
 * registration older than 30 days, or of a deleted user, is absent and a pull answers it as a `del`.
 */
import { recentRegistrations, REGISTRATIONS_PERMISSION } from './registrations';
import { numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const registrationEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!viewer.permissions.has(REGISTRATIONS_PERMISSION)) return [];
  const rows = await recentRegistrations(db, new Date(), 'ids' in filter ? filter.ids : undefined);
  const after = 'afterId' in filter ? filter.afterId : null;
  return rows
    .filter((row) => after === null || row.id > after)
    .sort((a, b) => a.id - b.id)
    .slice(0, 'ids' in filter ? undefined : filter.limit)
    .map((row) => ({ id: String(row.id), data: row }));
});
