import { orderResponseSchema } from '../../../contract/orders';
import { useServerRecord } from '../../hooks/useServerRecord';
import { cacheOrders } from './cacheOrders';

const cacheOrder = (body: unknown) => cacheOrders([orderResponseSchema.parse(body).data]);

/** An order the mirror does not hold, fetched while online (useServerRecord). */
export const useServerOrder = (uuid: string, missing: boolean): boolean =>
  useServerRecord(uuid === '' ? '' : `/api/orders/${encodeURIComponent(uuid)}`, missing, cacheOrder);
