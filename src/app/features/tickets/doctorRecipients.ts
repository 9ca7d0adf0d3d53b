/**
 * The doctors a member of the laboratory staff may open a ticket to (issue 26), read from the
 * device's mirror where it holds them (holders of 'list doctors' mirror every doctor and practice):
 * the active ones matching the search in name, practice or e-mail (the server's rule,
 * src/contract/ticketRecipients.ts), by surname, at most a screenful.
 */
import { DoctorStatus } from '../../../contract/doctors';
import { matchesRecipientSearch, type DoctorRecipient } from '../../../contract/ticketRecipients';
import type { DoctorRow } from '../../../db/tables/doctors';
import type { OfficeRow } from '../../../db/tables/offices';

/** How many doctors the recipient list offers at once; typing narrows it. */
export const RECIPIENT_OPTIONS_SHOWN = 20;

export function mirroredDoctorRecipients(
  doctors: readonly DoctorRow[],
  offices: readonly OfficeRow[],
  search: string,
): DoctorRecipient[] {
  const officeNames = new Map(offices.map((office) => [Number(office.id), office.name]));
  return doctors
    .filter((doctor) => doctor.status === DoctorStatus.active)
    .map((doctor) => ({
      id: Number(doctor.id),
      uuid: doctor.uuid,
      titel: doctor.titel,
      vorname: doctor.vorname,
      nachname: doctor.nachname,
      email: doctor.email,
      practices: doctor.office_ids.flatMap((id) => officeNames.get(id) ?? []),
    }))
    .filter((doctor) => matchesRecipientSearch(doctor, search))
    .sort(
      (a, b) =>
        a.nachname.localeCompare(b.nachname, 'de') || a.vorname.localeCompare(b.vorname, 'de') || a.id - b.id,
    )
    .slice(0, RECIPIENT_OPTIONS_SHOWN);
}
