import type { ReportDemandRecord } from '../../contract/reportDemands';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/**
 * Keyed by uuid in the feed (a client may create them offline): the mirrored `id` is the uuid and
 * replaces the record's numeric id, as Mirrored does for every entity.
 */
export type ReportDemandRow = Mirrored<ReportDemandRecord>;

export const reportDemandsTables = mirrorConcept<{ reportDemand: ReportDemandRow }>({
  stores: {
    /** With their conversations, keyed by uuid. */
    2: { reportDemand: 'id, created_at, archivedAt, report.id, doctor.id' },
  },
  sealed: { reportDemand: ['reportData', 'messages'] },
});
