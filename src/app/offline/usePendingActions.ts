import type { SyncEntity } from '../../contract/sync';
import { useMirror } from './useMirror';
import { NO_PENDING_ACTIONS, readPendingActions, type PendingActions } from './pendingActions';

/**
 * The one hook through which every list learns which of its rows still wait for queued actions
 * (demands, their messages, interpretations, activity notifications, reports): a live query on
 * the outbox, so the mark appears with the action and goes when the server took it, in any tab.
 */
export function usePendingActions(entity: SyncEntity): PendingActions {
  return useMirror((db) => readPendingActions(db, entity), [entity]) ?? NO_PENDING_ACTIONS;
}
