import type { OutboxRow } from '../../db/rows';
import { enqueue, type EnqueueInput } from '../../sync/outbox';
import { kickSync, vaultWorker } from '../../workers/syncClient';
import type { ActionLabel } from './actionLabels';
import { lastUserUuid } from './lastUser';
import { mirror } from './syncSession';

/**
 * The one way to queue a user's action (design brief 'The sync protocol', step 1). The body is
 * sealed first when it carries patient text (issue 7: the vault lives in the worker, and a Dexie
 * transaction must not wait for it); then the optimistic result and the outbox row, with the
 * action's label key, are written in one Dexie transaction; then the sync worker is woken, which
 * replays the row with an Idempotency-Key, online or later.
 */
export interface QueuedAction extends Omit<EnqueueInput, 'label'> {
  /** What the 'Nicht gesendet' panel calls the action if the server refuses it. */
  label: ActionLabel;
  /** The body carries patient text (a question, a message, a note): it is stored sealed. */
  sealBody?: boolean;
}

export async function queueAction({ sealBody, ...action }: QueuedAction): Promise<OutboxRow> {
  const body = sealBody && action.body !== undefined ? await sealed(action.path, action.body) : action.body;
  const row = await enqueue(mirror(), { ...action, body });
  kickSync();
  return row;
}

async function sealed(path: string, body: unknown) {
  const user = lastUserUuid();
  if (!user) throw new Error('No signed-in user');
  return vaultWorker().sealBody(user, path, body);
}
