import type {
  IecLexiconEntryRecord,
  IecSelectionRecord,
  IecSourceRecord,
  IecSubstanceGroupRecord,
  IecSubstanceRecord,
} from '../../contract/iec';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** The iEC catalogue (issue 16), keyed by the record's id as a string. */
export type IecSourceRow = Mirrored<IecSourceRecord>;
export type IecSubstanceGroupRow = Mirrored<IecSubstanceGroupRecord>;
export type IecSubstanceRow = Mirrored<IecSubstanceRecord>;
export type IecLexiconEntryRow = Mirrored<IecLexiconEntryRecord>;
/** The user's tool selection: one row, id IEC_SELECTION_FEED_ID ('current'). */
export type IecSelectionRow = IecSelectionRecord & { id: string };

export const iecTables = mirrorConcept<{
  iecSource: IecSourceRow;
  iecSubstanceGroup: IecSubstanceGroupRow;
  iecSubstance: IecSubstanceRow;
  iecLexiconEntry: IecLexiconEntryRow;
  iecSelection: IecSelectionRow;
}>({
  stores: {
    /**
     * Issue 16: the reference list, the substance groups, the substances and the lexicon (scope
     * `all`, keyed by id), and the user's own tool selection (one row, 'current').
     */
    6: {
      iecSource: 'id',
      iecSubstanceGroup: 'id, position',
      iecSubstance: 'id, group_id',
      iecLexiconEntry: 'id, substance_id',
      iecSelection: 'id',
    },
  },
});
