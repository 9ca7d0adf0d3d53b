import type { AuthUser } from '../../../contract/authUser';
import type { TicketPerson } from '../../../contract/tickets';
import { ticketPersonName } from './ticketListView';

/** The signed-in user as a ticket names its author (for optimistic rows). */
export const ticketPersonOf = (
  user: Pick<AuthUser, 'id' | 'uuid' | 'titel' | 'vorname' | 'nachname'>,
): TicketPerson => ({
  id: user.id,
  uuid: user.uuid,
  titel: user.titel,
  vorname: user.vorname,
  nachname: user.nachname,
});

/** The recipient picker's options: the employees, and the current recipient if the list lacks them. */
export function recipientOptions(
  employees: readonly TicketPerson[],
  current: TicketPerson | null,
  exclude?: string,
): { value: string; label: string }[] {
  const people =
    current && !employees.some((person) => person.uuid === current.uuid)
      ? [current, ...employees]
      : employees;
  return people
    .filter((person) => person.uuid !== exclude)
    .map((person) => ({ value: person.uuid, label: ticketPersonName(person) ?? person.uuid }));
}

/** The person a ticket names, from an employee of the list (without the roles). */
export const asTicketPerson = ({ id, uuid, titel, vorname, nachname }: TicketPerson): TicketPerson => ({
  id,
  uuid,
  titel,
  vorname,
  nachname,
});
