import type { DoctorInput } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';

/**
 * What another user's account pages send for a doctor (administrators): pure, so tested alone.
 */
/** The lists after subscribing to or leaving `listId`. */
export const withList = (lists: readonly number[], listId: number, subscribed: boolean): number[] =>
  subscribed ? [...new Set([...lists, listId])].sort() : lists.filter((id) => id !== listId);

/** The whole record an edit sends: the row's fields with `profile`'s (another user's account details). */
export function doctorInputWith(row: DoctorRow, profile: Partial<DoctorInput> = {}): DoctorInput {
  return {
    anrede: row.anrede,
    titel: row.titel,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    strasse: row.strasse,
    plz: row.plz,
    ort: row.ort,
    country: row.country,
    lis_id: row.lis_id,
    language: row.language,
    office_ids: row.office_ids,
    active: row.status === 'active',
    // The own form's schema leaves an emptied field '': the doctor's record says null.
    ...Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, value === '' ? null : value])),
  };
}
