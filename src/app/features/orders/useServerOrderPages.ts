import { orderListResponseSchema } from '../../../contract/orders';
import { request } from '../../api/http';
import { useServerListPages } from '../../hooks/useServerListPages';
import { cacheOrders } from './cacheOrders';
import type { OrderListOptions } from './orderListParams';

/**
 * Staff mirror the orders of the last STAFF_MIRRORED_ORDER_DAYS days only, so while online the
 * pages up to the one shown come from `GET /api/orders` with the list's status and period into the
 * mirror (hooks/useServerListPages.ts), which then holds every order up to the page shown, newest
 * first as the list sorts. Returns how many orders match on the server, or null while unknown
 * (offline). The patient search has no server side (the names are sealed): it searches what the
 * device holds.
 */
export function useServerOrderPages(options: OrderListOptions, enabled: boolean): number | null {
  const { status, from, to, page, perPage } = options;
  return useServerListPages({
    list: JSON.stringify([status, from, to, perPage]),
    page,
    enabled,
    load: async (current, signal) => {
      const query = new URLSearchParams({
        page: String(current),
        perPage: String(perPage),
        ...(status ? { status } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
      const response = orderListResponseSchema.parse(await request(`/api/orders?${query}`, { signal }));
      await cacheOrders(response.data);
      return { answer: response.meta.total, lastPage: response.meta.last_page };
    },
  });
}
