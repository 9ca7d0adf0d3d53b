import { useEffect, useState } from 'react';
import { orderResponseSchema } from '../../../contract/orders';
import { request } from '../../api/http';
import { useBrowserOnline } from '../../offline/useMirror';
import { cacheOrders } from './cacheOrders';

/**
 * An order the mirror does not hold (staff opening an older order, a link from elsewhere): while
 * online it is fetched with `GET /api/orders/{uuid}` and cached in the mirror by the sync worker,
 * so the page renders it from there like any other. True while that request is under way, so the
 * page waits instead of saying 'not found'.
 */
export function useServerOrder(uuid: string, missing: boolean): boolean {
  const online = useBrowserOnline();
  // The uuid whose request has been answered.
  const [answered, setAnswered] = useState<string | null>(null);
  const wanted = missing && online && uuid !== '';
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    request(`/api/orders/${encodeURIComponent(uuid)}`, { signal: abort.signal })
      .then((body) => cacheOrders([orderResponseSchema.parse(body).data]))
      .catch(() => {
        // Not there, not the caller's, or offline: the page says so.
      })
      .finally(() => {
        if (!abort.signal.aborted) setAnswered(uuid);
      });
    return () => abort.abort();
  }, [wanted, uuid]);
  return wanted && answered !== uuid;
}
