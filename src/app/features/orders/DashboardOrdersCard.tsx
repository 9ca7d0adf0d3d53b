import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { isOpenOrder } from '../../../contract/orderRules';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders';
import { useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { OrderStatusBadge } from './OrderBadges';
import { orderListQuery } from './orderListParams';
import './orderTexts';

/**
 * The doctor's dashboard card (issue 28): her practices' open orders by status, from the mirror
 * (statuses only: no patient field is opened for it), so it reads offline. Each status leads to
 * the list filtered by it.
 */
export function DashboardOrdersCard() {
  const { t } = useTranslation();
  const statuses = useMirror(async (db) => (await db.order.toArray()).map((row) => row.status));
  const counts = statuses ? openByStatus(statuses) : undefined;
  return (
    <section
      aria-labelledby="dashboard-orders-heading"
      data-testid="dashboard-orders"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="dashboard-orders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardDocumentListIcon className="size-5 text-primary-700" aria-hidden="true" />
        {t('orders.dashboard.open')}
      </h2>
      {counts && counts.length === 0 && (
        <p className="text-sm text-stone-600">{t('orders.dashboard.noOpen')}</p>
      )}
      {counts && counts.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {counts.map(({ status, count }) => (
            <li key={status} data-testid="dashboard-orders-status" data-status={status}>
              <Link
                to={`${pathOf('list-orders')}${orderListQuery({ status })}`}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1 hover:bg-stone-50"
              >
                <OrderStatusBadge status={status} />
                <span className="font-semibold tabular-nums">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={pathOf('list-orders')} className="text-sm text-primary-800 hover:underline">
        {t('orders.dashboard.all')}
      </Link>
    </section>
  );
}

/** How many open orders each status has, in the list's order; statuses without one are left out. */
export function openByStatus(statuses: readonly OrderStatus[]): { status: OrderStatus; count: number }[] {
  return ORDER_STATUSES.filter(isOpenOrder)
    .map((status) => ({ status, count: statuses.filter((each) => each === status).length }))
    .filter(({ count }) => count > 0);
}
