import type { TicketPerson } from '../../../contract/tickets';
import { threadAuthorOf } from '../../components/thread/threadAuthor';
import { ticketPersonName } from './ticketListView';

/** The signed-in user as a ticket names its author (for optimistic rows). */
export const ticketPersonOf = threadAuthorOf;

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
