import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@heroicons/react/20/solid';
import { SyncEntity } from '../../../contract/sync';
import { PendingMark } from '../../components/PendingMark';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../i18n/formatDate';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useShownUser, useSignedInUser } from '../../session/useSignedInUser';
import { OrderStatusBadge, OrderUrgencyBadge } from './OrderBadges';
import { OrderCancelButton } from './OrderCancelButton';
import { mayCancelOrder } from './orderDetailView';
import { OrderFacts } from './OrderFacts';
import { OrderReport } from './OrderReport';
import { OrderTimeline } from './OrderTimeline';
import { OrderTubes } from './OrderTubes';
import { OrderPrintButtons } from './print/OrderPrintButtons';
import { RefusedCancel } from './RefusedCancel';
import { useLiveNotice } from './useLiveNotice';
import { useOrder, useOwnOfficeIds } from './useOrders';
import { useServerOrder } from './useServerOrder';
import './orderTexts';

/**
 * Issue 28, one order (route show-order, /backend/orders/:uuid): its number, status and urgency,
 * the patient, practice and doctor, the sample time, the clinical question, the analyses by tube,
 * the status timeline, the print buttons and, once the LIS linked it, the report with its values.
 * From the mirror, so it opens offline and follows every pull live; an order the mirror lacks
 * (staff: an older one) is fetched into the mirror while online (useServerOrder.ts). An order not
 * yet sent says so and cannot be cancelled; the cancel button shows only to the doctors the server
 * lets cancel, while the lab has not started the order.
 */
export default function OrderDetailPage() {
  const { uuid = '' } = useParams();
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const shown = useShownUser();
  const order = useOrder(uuid);
  const fetching = useServerOrder(uuid, order === null);
  const officeIds = useOwnOfficeIds(user.id);
  const actions = usePendingActions(SyncEntity.order);
  const pending = order ? order.pending === true || hasPendingActions(actions, order.id) : false;
  const notice = useLiveNotice(order, pending);
  const back = (
    <Link
      to={pathOf('list-orders')}
      className="inline-flex items-center gap-1 self-start text-sm text-primary-700 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('orders.detail.back')}
    </Link>
  );
  if (order === undefined || (order === null && fetching)) {
    return <Spinner label={t('orders.detail.loading')} />;
  }
  if (order === null) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-semibold">{t('routes.order')}</h1>
        <p data-testid="order-not-found" className="text-sm text-stone-600">
          {t('orders.detail.notFound')}
        </p>
      </div>
    );
  }
  const language = i18n.resolvedLanguage;
  const cancellable = officeIds !== undefined && mayCancelOrder(user, officeIds, order, pending);
  return (
    <article className="flex min-w-0 flex-col gap-4" data-testid="order-detail" data-uuid={order.uuid}>
      {back}
      <header className="flex flex-col gap-2" data-testid="order-header">
        <h1 className="text-2xl font-semibold break-words tabular-nums">
          {t('orders.detail.title', { number: order.number })}
        </h1>
        <p className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <OrderUrgencyBadge urgency={order.urgency} />
          {pending && <PendingMark />}
        </p>
        <p className="text-sm text-stone-600">
          {t('orders.detail.createdAt', { date: formatDateTime(order.created_at, language) })}
          {order.received_at && (
            <>
              {' · '}
              {t('orders.detail.receivedAt', { date: formatDateTime(order.received_at, language) })}
            </>
          )}
        </p>
      </header>
      {notice && (
        <p
          role="status"
          data-testid="order-live-notice"
          className="rounded-md bg-primary-50 p-3 text-sm font-medium text-primary-900 ring-1 ring-primary-200"
        >
          {notice.kind === 'report'
            ? t('orders.detail.live.report')
            : t('orders.detail.live.status', { status: t(`orderStatus.${notice.status}`) })}
        </p>
      )}
      {order.pending === true && (
        <p
          role="status"
          data-testid="order-pending-notice"
          className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('orders.detail.pending')}
        </p>
      )}
      <RefusedCancel orderId={order.id} />
      <div className="flex flex-wrap items-center gap-2">
        <OrderPrintButtons order={order} />
        {cancellable && <OrderCancelButton order={order} doctor={shown} />}
      </div>
      {order.report_id !== null && <OrderReport reportId={order.report_id} permissions={user.permissions} />}
      <OrderFacts order={order} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderTubes items={order.items} />
        <OrderTimeline events={order.events} />
      </div>
    </article>
  );
}
