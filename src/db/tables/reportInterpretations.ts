import type { ReportInterpretationRecord } from '../../contract/reportInterpretations';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type ReportInterpretationRow = Mirrored<ReportInterpretationRecord>;

export const reportInterpretationsTables = mirrorConcept<{ reportInterpretation: ReportInterpretationRow }>({
  stores: {
    /** Keyed by uuid. */
    2: { reportInterpretation: 'id, created_at, report.id, doctor.id' },
  },
  sealed: { reportInterpretation: ['note'] },
});
