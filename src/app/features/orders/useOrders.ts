import { SyncEntity } from '../../../contract/sync';
import type { OrderRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed, useUnsealedRow } from '../../offline/useUnsealed';

/**
 * The mirror's orders, opened by the vault (the patient, the clinical question and the ICD-10
 * codes are sealed): the list, the order's page and the dashboard read only these, so they work
 * offline and follow every pull.
 */
export function useOrders(): OrderRow[] | undefined {
  return useUnsealed(
    SyncEntity.order,
    useMirror((db) => db.order.toArray()),
  );
}

/** One order by uuid; null when the mirror has none. */
export function useOrder(uuid: string): OrderRow | null | undefined {
  return useUnsealedRow(
    SyncEntity.order,
    useMirror(async (db) => (await db.order.get(uuid)) ?? null, [uuid]),
  );
}

/** The ids of the practices the user works in (the mirror's offices naming her among their doctors). */
export function useOwnOfficeIds(userId: number): ReadonlySet<number> | undefined {
  return useMirror(
    async (db) =>
      new Set(
        (await db.office.toArray())
          .filter((office) => office.doctor_ids.includes(userId))
          .map((office) => Number(office.id)),
      ),
    [userId],
  );
}
