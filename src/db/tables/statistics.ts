import type { SyncedDailyStatistic, SyncedRegistration } from '../../contract/statistics';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** The staff dashboard's count of one kind on one day, keyed `kind:YYYY-MM-DD` (issue 14). */
export type DailyStatisticRow = SyncedDailyStatistic & { id: string };
/** A doctor's recent registration, keyed by the user's id (issue 14). */
export type RegistrationRow = Mirrored<SyncedRegistration>;

export const statisticsTables = mirrorConcept<{
  dailyStatistic: DailyStatisticRow;
  registration: RegistrationRow;
}>({
  stores: {
    5: { dailyStatistic: 'id, kind, date', registration: 'id, registered_at' },
  },
});
