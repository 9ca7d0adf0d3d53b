import type { TicketAnswerRecord } from '../../../contract/tickets';
import { hasPendingActions, hasPendingPath, type PendingActions } from '../../offline/pendingActions';

/**
 * A thread entry still waiting to be sent: its ticket has a waiting action, and the entry is new
 * (the server's numeric id comes with the pull; until then it is 0, see ticketActions) or a
 * waiting edit names it in its path.
 */
export function isEntryPending(
  pending: PendingActions,
  ticketUuid: string,
  entry: Pick<TicketAnswerRecord, 'id' | 'uuid'>,
): boolean {
  if (!hasPendingActions(pending, ticketUuid)) return false;
  return entry.id === 0 || hasPendingPath(pending, ticketUuid, entry.uuid);
}
