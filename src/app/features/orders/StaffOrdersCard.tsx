import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { localDay } from './orderListView';
import { orderListQuery } from './orderListParams';
import { useOrderCounts } from './useOrderCounts';
import './orderTexts';

/**
 * The staff dashboard's orders card (issue 28): today's new orders and all open ones over every
 * practice, from the server (useOrderCounts.ts), each number leading to the list filtered the
 * same way. Offline it says the numbers come back when online.
 */
export function StaffOrdersCard() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const counts = useOrderCounts();
  const today = localDay(new Date());
  const list = pathOf('list-orders');
  return (
    <section
      aria-labelledby="staff-orders-heading"
      data-testid="dashboard-staff-orders"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="staff-orders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardDocumentListIcon className="size-5 text-primary-700" aria-hidden="true" />
        {t('orders.dashboard.title')}
      </h2>
      {!online ? (
        <p className="text-sm text-stone-600">{t('orders.dashboard.offline')}</p>
      ) : !counts ? (
        <p className="text-sm text-stone-600">{t('orders.dashboard.loading')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Count
            label={t('orders.dashboard.today')}
            value={counts.today}
            to={`${list}${orderListQuery({ from: today, to: today })}`}
            testId="staff-orders-today"
          />
          <Count
            label={t('orders.dashboard.openCount')}
            value={counts.open}
            to={`${list}${orderListQuery({ status: 'open' })}`}
            testId="staff-orders-open"
          />
        </div>
      )}
      <Link to={list} className="text-sm text-primary-800 hover:underline">
        {t('orders.dashboard.all')}
      </Link>
    </section>
  );
}

function Count({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex flex-col rounded-md p-3 ring-1 ring-stone-200 hover:bg-stone-50"
    >
      <span className="text-sm text-stone-600">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
    </Link>
  );
}
