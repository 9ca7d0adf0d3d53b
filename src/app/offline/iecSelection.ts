import { IEC_SELECTION_FEED_ID, iecSelectionInputSchema } from '../../contract/iec';
import { SyncEntity } from '../../contract/sync';
import { OutboxMethod } from '../../db/outboxState';
import { queueAction } from './queueAction';
import { mirror } from './syncSession';
import { useMirror } from './useMirror';
import { usePendingActions } from './usePendingActions';

/**
 * The user's selection in the iEC tool (issue 16: 'kept per user on the device and synced'),
 * shared by the tool and the lexicon, which both add and remove substances. One row per user,
 * mirrored under the feed id 'current'. Every change queues the whole new selection
 * (`PUT /api/iec/selection` replaces it), so replays are idempotent and the last change wins;
 * a selection naming a substance deleted meanwhile is refused (409) and shown in 'Nicht
 * gesendet', while the mirror takes the server's selection back.
 */
export interface IecSelection {
  /** Selected substance ids, in the order they were picked. */
  readonly ids: readonly number[];
  /** A change still waits for the server. */
  readonly pending: boolean;
}

/** The selection as the device knows it (empty before the first pick); undefined while it is read. */
export function useIecSelection(): IecSelection | undefined {
  const row = useMirror(async (db) => (await db.iecSelection.get(IEC_SELECTION_FEED_ID)) ?? null);
  const pending = usePendingActions(SyncEntity.iecSelection).byEntity.has(IEC_SELECTION_FEED_ID);
  if (row === undefined) return undefined;
  return { ids: row?.substance_ids ?? [], pending };
}

async function selectedIds(): Promise<readonly number[]> {
  return (await mirror().iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids ?? [];
}

/**
 * Each change is worked out from the selection as the previous change left it: the changes run
 * one after another, so two quick clicks (remove A, remove B) queue 'without A' and then 'without
 * A and B', never two selections that each bring the other's substance back. Within a tab a
 * promise chain orders them; across the user's tabs (one mirror and outbox in IndexedDB) a Web
 * Lock named after the user's database does, so a change in one tab is worked out from the
 * mirror as the other tab's change left it. Where the browser has no navigator.locks, the tab's
 * own chain is all there is.
 */
let last: Promise<unknown> = Promise.resolve();
function oneAfterAnother(change: () => Promise<void>): Promise<void> {
  const exclusive = () => acrossTabs(change);
  const next = last.then(exclusive, exclusive);
  last = next.catch(() => undefined);
  return next;
}

async function acrossTabs(change: () => Promise<void>): Promise<void> {
  // No navigator at all outside a browser (the device's code run in Node by the parity tests).
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager | null }).locks;
  if (!locks) return change();
  // Resolves when `change` has: the lock is held until then.
  await locks.request(iecSelectionLockName(mirror().name), { mode: 'exclusive' }, change);
}

/** The Web Lock every tab of the user takes for a change of the selection. */
export const iecSelectionLockName = (databaseName: string) => `${databaseName}:iec-selection`;

async function queueSelection(ids: readonly number[]): Promise<void> {
  const body = iecSelectionInputSchema.parse({ substance_ids: [...new Set(ids)] });
  await queueAction({
    label: 'iecSelectionReplace',
    method: OutboxMethod.put,
    path: '/api/iec/selection',
    body,
    entity: SyncEntity.iecSelection,
    entityId: IEC_SELECTION_FEED_ID,
    optimistic: (db) =>
      db.iecSelection.put({
        id: IEC_SELECTION_FEED_ID,
        substance_ids: body.substance_ids,
        updated_at: new Date().toISOString(),
      }),
  });
}

export const iecSelectionActions = {
  /** Replaces the whole selection ('apply', 'new selection' with []). */
  replace: (ids: readonly number[]) => oneAfterAnother(() => queueSelection(ids)),

  /** Adds the substance if it is not selected, removes it if it is. */
  toggle: (substanceId: number) =>
    oneAfterAnother(async () => {
      const current = await selectedIds();
      await queueSelection(
        current.includes(substanceId)
          ? current.filter((id) => id !== substanceId)
          : [...current, substanceId],
      );
    }),

  /** Takes one substance out of the selection. */
  remove: (substanceId: number) =>
    oneAfterAnother(async () => {
      const current = await selectedIds();
      await queueSelection(current.filter((id) => id !== substanceId));
    }),
};
