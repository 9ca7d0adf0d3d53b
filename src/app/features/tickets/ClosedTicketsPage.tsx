import { TicketListPage } from './TicketListPage';

/** Spec §2 tickets finished (a sidebar entry). */
export default function ClosedTicketsPage() {
  return <TicketListPage filter="finished" />;
}
