/**
 * The iEC catalogue in the feed (issue 16): the reference list, the groups, the substances and
 * the lexicon are catalogues (scope `all`, everyone signed in reads them), keyed by id in the
 * contract's record shapes (src/contract/iec.ts). The selection is the viewer's own: one row keyed
 * IEC_SELECTION_FEED_ID in the user's scope, read for whoever pulls it.
 */
import { IEC_SELECTION_FEED_ID } from '../../../src/contract/iec';
import { readGroups, readSources, readSubstances } from './iecRecords';
import { readSelection } from './iecSelection';
import {
  numericIdEntity,
  type SyncEntityDefinition,
  type SyncRow,
} from '../../platform/sync/syncEntityDefinition';

const rowsOf = (records: { id: number }[]): SyncRow[] =>
  records.map((record) => ({ id: String(record.id), data: record }));

export const iecSourceEntity = numericIdEntity(async (db, _viewer, filter) =>
  rowsOf(await readSources(db, filter)),
);
export const iecSubstanceGroupEntity = numericIdEntity(async (db, _viewer, filter) =>
  rowsOf(await readGroups(db, filter)),
);
export const iecSubstanceEntity = numericIdEntity(async (db, _viewer, filter) =>
  rowsOf(await readSubstances(db, filter)),
);

export const iecSelectionEntity: SyncEntityDefinition = {
  async load(db, ids, viewer) {
    if (!ids.includes(IEC_SELECTION_FEED_ID)) return new Map();
    return new Map([[IEC_SELECTION_FEED_ID, await readSelection(db, viewer.id)]]);
  },
  async snapshot(db, viewer, after) {
    if (after !== null) return [];
    return [{ id: IEC_SELECTION_FEED_ID, data: await readSelection(db, viewer.id) }];
  },
};
