import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/20/solid';
import { STAFF_MIRRORED_ORDER_DAYS } from '../../../contract/constants';
import { mayCreateOrders, mayListAllOrders } from '../../../contract/orderRules';
import { SyncEntity } from '../../../contract/sync';
import type { OrderRow } from '../../../db/rows';
import { ListPagination } from '../../components/ListPagination';
import { Spinner } from '../../components/Spinner';
import { useWideScreen } from '../../components/useWideScreen';
import { hasPendingActions } from '../../offline/pendingActions';
import { useBrowserOnline } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { OrderFilters } from './OrderFilters';
import { PRIMARY_LINK_CLASS } from './orderLinkStyles';
import { OrderCards, OrderTable } from './OrderListRows';
import { readOrderListParams, writeOrderListParams, type OrderListOptions } from './orderListParams';
import { orderListView } from './orderListView';
import { useOrders } from './useOrders';
import { useServerOrderPages } from './useServerOrderPages';
import './orderTexts';

/**
 * Issue 28 'Aufträge' (route list-orders): the mirror's orders, filtered by status, patient and
 * period, newest first and paged on the device, so the list works offline; its state is the route
 * query. Doctors mirror their practices' open orders and those of the last months, which is all
 * they see; staff mirror the last days and, online, page older ones from the server into the mirror
 * (useServerOrderPages.ts). Orders not yet sent (entered or cancelled offline) are marked. A table
 * on wide screens, one card per order below.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const options = readOrderListParams(params);
  const online = useBrowserOnline();
  const seesAll = mayListAllOrders(user.permissions);
  const serverTotal = useServerOrderPages(options, seesAll && online);
  const orders = useOrders();
  const pending = usePendingActions(SyncEntity.order);
  const wide = useWideScreen();
  const change = (next: Partial<OrderListOptions>) =>
    setParams((current) => writeOrderListParams(current, next), { replace: true });
  const view = orders ? orderListView(orders, options, serverTotal) : null;
  const isPending = (row: OrderRow) => row.pending === true || hasPendingActions(pending, row.id);
  const rows = { rows: view?.rows ?? [], showPractice: seesAll, isPending };
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.orders')}</h1>
        {mayCreateOrders(user.permissions) && (
          <Link to={pathOf('new-order')} className={PRIMARY_LINK_CLASS} data-testid="new-order-link">
            <PlusIcon className="size-5" aria-hidden="true" />
            {t('orders.list.newOrder')}
          </Link>
        )}
      </div>
      <OrderFilters value={options} onChange={change} />
      {seesAll && !online && (
        <p className="text-sm text-stone-600" data-testid="orders-recent-only">
          {t('orders.list.recentOnly', { days: STAFF_MIRRORED_ORDER_DAYS })}
        </p>
      )}
      {!view || !orders ? (
        <Spinner label={t('orders.list.loading')} />
      ) : (
        <>
          <p className="text-sm text-stone-600" data-testid="orders-count">
            {t('orders.list.count', { count: view.total })}
          </p>
          {view.total === 0 ? (
            <p className="text-stone-600" data-testid="orders-empty">
              {orders.length === 0 ? t('orders.list.empty') : t('orders.list.emptyFiltered')}
            </p>
          ) : wide ? (
            <OrderTable {...rows} />
          ) : (
            <OrderCards {...rows} />
          )}
          <ListPagination
            page={view.page}
            lastPage={view.lastPage}
            perPage={options.perPage}
            total={view.total}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
    </div>
  );
}
