import type { AnalysisProfileRecord, AnalysisRecord } from '../../contract/analyses';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** The catalogue of analyses (issue 28), keyed by id as a string. */
export type AnalysisRow = Mirrored<AnalysisRecord>;
export type AnalysisProfileRow = Mirrored<AnalysisProfileRecord>;

export const analysesTables = mirrorConcept<{ analysis: AnalysisRow; analysisProfile: AnalysisProfileRow }>({
  stores: {
    /** Issue 28: the catalogue (scope `all`), read by group and by code in order entry. */
    9: { analysis: 'id, code, group', analysisProfile: 'id, code' },
  },
});
