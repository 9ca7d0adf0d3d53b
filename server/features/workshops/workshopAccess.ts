/**
 * Who reaches which workshop data on the server, and the scopes of the change feed (the SQL side
 * of src/contract/workshopRules.ts). Workshops are a catalogue: scope `all`, read by everyone
 * holding 'list workshops' (the feed checks it at pull time). A registration belongs to its user
 * (`user:<uuid>`) and is seen by the workshop staff (`perm:manage workshops`); anyone else reaching
 * for it gets a 404.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { Permission } from '../../../src/contract/permissions';
import { mayManageWorkshops, type WorkshopActor } from '../../../src/contract/workshopRules';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { workshopRegistrations, workshops } from '../../platform/db/schema';
import { ALL_SCOPE, permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export const WORKSHOP_SCOPES: readonly SyncScope[] = [ALL_SCOPE];

export const WORKSHOP_STAFF_SCOPE = permissionScope(Permission.manageWorkshops);

export const registrationScopes = (userUuid: string): SyncScope[] => [
  userScope(userUuid),
  WORKSHOP_STAFF_SCOPE,
];

export const workshopKey = (key: IdOrUuid): SQL => idOrUuidCondition(workshops, key);

/** The registrations the viewer sees (undefined: every one). */
export const visibleRegistrations = (viewer: WorkshopActor): SQL | undefined =>
  mayManageWorkshops(viewer.permissions) ? undefined : eq(workshopRegistrations.userId, viewer.id);

export const visibleRegistration = (viewer: WorkshopActor, key: IdOrUuid): SQL | undefined =>
  and(idOrUuidCondition(workshopRegistrations, key), visibleRegistrations(viewer));
