/**
 * Who looks again when the catalogue changes: the holders of each permission that reads it
 * (src/contract/analysisRules.ts), not scope `all`: a user who neither orders, follows orders nor
 * edits the catalogue is never woken by it. The feed's visibility rule (analysisEntities.ts)
 * decides at pull time, so a user holding two of them gets the change once.
 */
import { ANALYSIS_READ_PERMISSIONS } from '../../../src/contract/analysisRules';
import { SyncEntity } from '../../../src/contract/sync';
import { permissionScope, type SyncScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export const CATALOGUE_SCOPES: readonly SyncScope[] = ANALYSIS_READ_PERMISSIONS.map(permissionScope);

export const analysesChanged = (emit: Emit, ids: Iterable<number>): void => {
  for (const id of new Set(ids)) emit(SyncEntity.analysis, id, CATALOGUE_SCOPES);
};

export const profilesChanged = (emit: Emit, ids: Iterable<number>): void => {
  for (const id of new Set(ids)) emit(SyncEntity.analysisProfile, id, CATALOGUE_SCOPES);
};
