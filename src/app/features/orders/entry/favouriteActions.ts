import { orderFavouriteInputSchema } from '../../../../contract/orders';
import { SyncEntity } from '../../../../contract/sync';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../../../../db/outboxState';
import type { OrderFavouriteRow } from '../../../../db/rows';
import { discard } from '../../../../sync/outbox';
import { queueAction } from '../../../offline/queueAction';
import { mirror } from '../../../offline/syncSession';

/**
 * The practice's favourites (issue 28): an analysis or a profile the practice orders often, one
 * star away. Queued like every action; a new favourite lives under a local id until the pulled
 * one (the server's id) replaces it, and taking back one that has not left yet drops its request.
 * A doctor without a practice keeps favourites of her own (`office_id` null).
 */
export type FavouriteItem =
  { analysis_id: number; profile_id?: never } | { profile_id: number; analysis_id?: never };

const LOCAL_PREFIX = 'local-';

/** The favourites of the practice (or the doctor's own without one), as the page lists them. */
export const favouritesOf = (
  rows: readonly OrderFavouriteRow[],
  officeId: number | null,
  doctorId: number,
): OrderFavouriteRow[] =>
  rows.filter((row) =>
    officeId === null ? row.office_id === null && row.doctor_id === doctorId : row.office_id === officeId,
  );

export const isFavourite = (
  rows: readonly OrderFavouriteRow[],
  item: FavouriteItem,
): OrderFavouriteRow | undefined =>
  rows.find((row) =>
    item.analysis_id !== undefined
      ? row.analysis_id === item.analysis_id
      : row.profile_id === item.profile_id,
  );

async function waitingRequest(db: KundencenterDb, id: string) {
  return db.outbox
    .where('[entity+entityId]')
    .equals([SyncEntity.orderFavourite, id])
    .filter((row) => row.state === OutboxState.pending)
    .first();
}

export const favouriteActions = {
  add: async (officeId: number | null, doctorId: number, item: FavouriteItem) => {
    const body = orderFavouriteInputSchema.parse({ office_id: officeId, ...item });
    const localId = `${LOCAL_PREFIX}${crypto.randomUUID()}`;
    await queueAction({
      label: 'orderFavouriteAdd',
      method: OutboxMethod.post,
      path: '/api/orders/favourites',
      body,
      entity: SyncEntity.orderFavourite,
      entityId: localId,
      optimistic: (db) =>
        db.orderFavourite.put({
          id: localId,
          office_id: officeId,
          doctor_id: officeId === null ? doctorId : null,
          analysis_id: body.analysis_id,
          profile_id: body.profile_id,
          created_at: new Date().toISOString(),
        }),
    });
  },

  remove: async (favourite: OrderFavouriteRow) => {
    const db = mirror();
    if (favourite.id.startsWith(LOCAL_PREFIX)) {
      // Not at the server yet: taking back its request undoes it. One on the wire has no id to
      // delete yet; the pulled favourite replaces it in a moment and can be removed then.
      const waiting = await waitingRequest(db, favourite.id);
      if (waiting) await discard(db, waiting.seq);
      return;
    }
    await queueAction({
      label: 'orderFavouriteRemove',
      method: OutboxMethod.delete,
      path: `/api/orders/favourites/${encodeURIComponent(favourite.id)}`,
      entity: SyncEntity.orderFavourite,
      entityId: favourite.id,
      optimistic: (tx) => tx.orderFavourite.delete(favourite.id),
    });
  },
};
