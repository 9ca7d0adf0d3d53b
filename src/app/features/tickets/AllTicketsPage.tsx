import { TicketListPage } from './TicketListPage';

/** Spec §2 tickets all (a sidebar entry). */
export default function AllTicketsPage() {
  return <TicketListPage filter="all" />;
}
