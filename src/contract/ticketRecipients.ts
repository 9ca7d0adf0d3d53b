/**
 * Doctors as ticket recipients (issue 26): laboratory staff open tickets to any active doctor, found
 * by name, practice or e-mail. `GET /api/tickets/recipients/doctors?search=&page=&perPage=` answers
 * them in the list envelope, for staff whose device does not mirror the doctors (the holders of
 * 'list doctors' search their mirror, the same fields). Doctors address laboratory staff only.
 */
import { z } from 'zod';
import { listResponseSchema } from './listEnvelope';
import { pageQuery } from './listQuery';
import { ticketPersonSchema } from './tickets';

/** The longest search text the recipient search takes. */
export const RECIPIENT_SEARCH_MAX = 100;

export const doctorRecipientSchema = ticketPersonSchema.extend({
  email: z.string(),
  /** The names of the doctor's practices (offices). */
  practices: z.array(z.string()),
});
export type DoctorRecipient = z.infer<typeof doctorRecipientSchema>;

export const doctorRecipientQuerySchema = z.object({
  search: z.string().trim().max(RECIPIENT_SEARCH_MAX).default(''),
  ...pageQuery,
});
export type DoctorRecipientQuery = z.infer<typeof doctorRecipientQuerySchema>;

export const doctorRecipientListSchema = listResponseSchema(doctorRecipientSchema);
export type DoctorRecipientList = z.infer<typeof doctorRecipientListSchema>;

/** Whether a doctor matches the search: every word in the name, a practice's name or the e-mail. */
export function matchesRecipientSearch(
  doctor: Pick<DoctorRecipient, 'titel' | 'vorname' | 'nachname' | 'email' | 'practices'>,
  search: string,
): boolean {
  const haystack = [doctor.titel, doctor.vorname, doctor.nachname, doctor.email, ...doctor.practices]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase();
  return searchWords(search).every((word) => haystack.includes(word));
}

/** The words of a search, lower case. */
export const searchWords = (search: string): string[] =>
  search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
