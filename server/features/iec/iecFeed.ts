/**
 * Who sees the iEC content in the change feed: everyone (scope `all`, design brief: catalogues),
 * and the user alone their selection. One line per kind of change, so the services say what
 * changed and this file says who must look again.
 */
import { IEC_SELECTION_FEED_ID } from '../../../src/contract/iec';
import { SyncEntity } from '../../../src/contract/sync';
import { ALL_SCOPE, userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

type CatalogueEntity =
  | typeof SyncEntity.iecSource
  | typeof SyncEntity.iecSubstanceGroup
  | typeof SyncEntity.iecSubstance
  | typeof SyncEntity.iecLexiconEntry;

export const catalogueChanged = (emit: Emit, entity: CatalogueEntity, ids: Iterable<number>): void => {
  for (const id of new Set(ids)) emit(entity, id, [ALL_SCOPE]);
};

export const catalogueDeleted = (emit: Emit, entity: CatalogueEntity, id: number): void =>
  emit.del(entity, id, [ALL_SCOPE]);

export const selectionChanged = (emit: Emit, userUuid: string): void =>
  emit(SyncEntity.iecSelection, IEC_SELECTION_FEED_ID, [userScope(userUuid)]);
