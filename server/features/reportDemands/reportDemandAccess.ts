/**
 * Who reaches which report demand (design brief: permission and ownership on every endpoint).
 * The doctor who asked and the contact person it is addressed to reach it; laboratory staff (the
 * holders of 'upload reports', as for reports) reach every demand. Anyone else gets 404 for it, by
 * id or by uuid, so ids do not tell which demands exist. The change feed uses the same rule.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { Permission } from '../../../src/contract/permissions';
import { reportDemands } from '../../platform/db/schema';
import { seesAllReports, type ReportViewer } from '../reports';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export type DemandViewer = ReportViewer & { uuid: string };

/** The condition on `report_demands` of what the viewer may see (undefined: everything). */
export const visibleDemands = (viewer: ReportViewer): SQL | undefined =>
  seesAllReports(viewer)
    ? undefined
    : or(eq(reportDemands.doctorId, viewer.id), eq(reportDemands.contactPersonId, viewer.id));

/** A path's `{id}`: the numeric id or the uuid. */
export const demandKey = (key: IdOrUuid): SQL => idOrUuidCondition(reportDemands, key);

export const visibleDemand = (viewer: ReportViewer, key: IdOrUuid): SQL | undefined =>
  and(demandKey(key), visibleDemands(viewer));

/** Either the doctor or the contact person (spec §6): who may archive a demand. */
export const isParticipant = (
  viewer: { id: number },
  demand: { doctorId: number; contactPersonId: number | null },
): boolean => demand.doctorId === viewer.id || demand.contactPersonId === viewer.id;

/** The scopes that see a demand: its doctor, its contact person and the laboratory staff. */
export function demandScopes(doctorUuid: string, contactPersonUuid: string | null): SyncScope[] {
  return [
    userScope(doctorUuid),
    ...(contactPersonUuid ? [userScope(contactPersonUuid)] : []),
    permissionScope(Permission.uploadReports),
  ];
}
