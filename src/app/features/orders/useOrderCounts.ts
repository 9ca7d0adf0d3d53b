import { useEffect, useState } from 'react';
import { orderCountsSchema } from '../../../contract/orders';
import { request } from '../../api/http';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';

export type OrderCounts = { today: number; open: number };

/**
 * The staff dashboard's numbers (`GET /api/orders/counts`): today's new orders and every open
 * one, over all practices, which no device mirrors. Online only: null while asked, offline or
 * refused. Asked again when the mirrored orders change (a pull brought a new or moved order).
 */
export function useOrderCounts(): OrderCounts | null {
  const online = useBrowserOnline();
  // The latest change of any mirrored order: the numbers follow what the pulls bring.
  const changed = useMirror(async (db) =>
    (await db.order.toArray()).reduce(
      (latest, row) => (row.updated_at > latest ? row.updated_at : latest),
      '',
    ),
  );
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    request(`/api/orders/counts`, { signal: abort.signal })
      .then((body) => {
        if (!abort.signal.aborted) setCounts(orderCountsSchema.parse(body).data);
      })
      .catch(() => {
        // Offline meanwhile or refused: the card says the numbers come from the server.
        if (!abort.signal.aborted) setCounts(null);
      });
    return () => abort.abort();
  }, [online, changed]);
  return online ? counts : null;
}
