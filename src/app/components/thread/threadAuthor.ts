import type { AuthUser } from '../../../contract/authUser';

/** A thread's author as the records name one (a ticket's `TicketPerson`, a demand's `ReportDemandPerson`). */
export interface ThreadAuthor {
  id: number;
  uuid: string;
  titel: string | null;
  vorname: string;
  nachname: string;
}

/** The signed-in user as the author of what they write, for the entries shown before the pull. */
export const threadAuthorOf = ({
  id,
  uuid,
  titel,
  vorname,
  nachname,
}: Pick<AuthUser, 'id' | 'uuid' | 'titel' | 'vorname' | 'nachname'>): ThreadAuthor => ({
  id,
  uuid,
  titel,
  vorname,
  nachname,
});
