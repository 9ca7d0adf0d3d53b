import type { DoctorRecord } from '../../contract/doctors';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type DoctorRow = Mirrored<DoctorRecord>;

export const doctorsTables = mirrorConcept<{ doctor: DoctorRow }>({
  stores: {
    /** Issue 14: the doctors the administration mirrors (holders of 'list doctors'). */
    5: { doctor: 'id, uuid, nachname, created_at' },
  },
});
