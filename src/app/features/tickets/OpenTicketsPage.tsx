import { TicketListPage } from './TicketListPage';

/** Spec §2 tickets open (a sidebar entry). */
export default function OpenTicketsPage() {
  return <TicketListPage filter="open" />;
}
