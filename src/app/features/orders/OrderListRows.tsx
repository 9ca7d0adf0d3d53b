import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { CardFacts, LIST_HEAD_CELL, ListCard, ListCards, ListTable } from '../../components/ResponsiveList';
import { formatDate } from '../../i18n/formatDate';
import { pathOf } from '../../router/routePaths';
import { OrderStatusBadge, OrderUrgencyBadge } from './OrderBadges';
import { analysesSummary, patientName } from './orderListView';

export interface OrderListRowsProps {
  rows: readonly OrderRow[];
  /** Staff see every practice's orders: the practice and the doctor get a column. */
  showPractice: boolean;
  /** Whether an order still waits to be sent (entered or cancelled offline). */
  isPending: (row: OrderRow) => boolean;
}

const CELL = 'px-2 py-2 align-top';

/** The orders as a table on wide screens (components/useWideScreen.ts). */
export function OrderTable({ rows, showPractice, isPending }: OrderListRowsProps) {
  const { t } = useTranslation();
  const column = (key: string) => t(`orders.list.columns.${key}`);
  return (
    <ListTable
      testId="order-table"
      head={
        <>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('number')}
          </th>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('patient')}
          </th>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('date')}
          </th>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('analyses')}
          </th>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('urgency')}
          </th>
          <th scope="col" className={LIST_HEAD_CELL}>
            {column('status')}
          </th>
          {showPractice && (
            <th scope="col" className={LIST_HEAD_CELL}>
              {column('practice')}
            </th>
          )}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="order-row" data-number={row.number} data-pending={isPending(row)}>
          <td className={CELL}>
            <NumberLink row={row} />
          </td>
          <td className={CELL}>
            <Patient row={row} />
          </td>
          <td className={`${CELL} whitespace-nowrap`}>
            <Entered row={row} />
          </td>
          <td className={CELL}>
            <Analyses row={row} />
          </td>
          <td className={CELL}>
            <OrderUrgencyBadge urgency={row.urgency} />
          </td>
          <td className={CELL}>
            <span className="flex flex-wrap items-center gap-1">
              <OrderStatusBadge status={row.status} />
              {isPending(row) && <PendingMark />}
            </span>
          </td>
          {showPractice && (
            <td className={CELL}>
              <Practice row={row} />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}

/** One card per order on a phone or a narrow window: the table's columns as labelled lines. */
export function OrderCards({ rows, showPractice, isPending }: OrderListRowsProps) {
  const { t } = useTranslation();
  const column = (key: string) => t(`orders.list.columns.${key}`);
  return (
    <ListCards>
      {rows.map((row) => (
        <ListCard key={row.id} testId="order-card">
          <div
            className="flex flex-wrap items-start justify-between gap-2"
            data-number={row.number}
            data-pending={isPending(row)}
          >
            <div className="min-w-0">
              <NumberLink row={row} />
              <Patient row={row} />
            </div>
            <span className="flex flex-wrap items-center gap-1">
              <OrderStatusBadge status={row.status} />
              <OrderUrgencyBadge urgency={row.urgency} />
            </span>
          </div>
          <CardFacts>
            <dt className="text-stone-600">{column('date')}</dt>
            <dd>
              <Entered row={row} />
            </dd>
            <dt className="text-stone-600">{column('analyses')}</dt>
            <dd>
              <Analyses row={row} />
            </dd>
            {showPractice && (
              <>
                <dt className="text-stone-600">{column('practice')}</dt>
                <dd>
                  <Practice row={row} />
                </dd>
              </>
            )}
          </CardFacts>
          {isPending(row) && (
            <p>
              <PendingMark />
            </p>
          )}
        </ListCard>
      ))}
    </ListCards>
  );
}

function NumberLink({ row }: { row: OrderRow }) {
  return (
    <Link
      to={pathOf('show-order', { uuid: row.uuid })}
      className="font-medium text-primary-800 tabular-nums hover:underline"
      data-testid="order-link"
    >
      {row.number}
    </Link>
  );
}

function Patient({ row }: { row: OrderRow }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="block min-w-0 break-words">
      <span className="block">{patientName(row.patient)}</span>
      <span className="block text-xs text-stone-600">
        {t('orders.list.birthDate', { date: formatDate(row.patient.geburtsdatum, i18n.resolvedLanguage) })}
      </span>
    </span>
  );
}

function Entered({ row }: { row: OrderRow }) {
  const { i18n } = useTranslation();
  return <>{formatDate(row.created_at, i18n.resolvedLanguage)}</>;
}

function Analyses({ row }: { row: OrderRow }) {
  const { t, i18n } = useTranslation();
  const summary = analysesSummary(row.items, i18n.resolvedLanguage ?? 'de');
  return (
    <span title={summary.names} className="break-words" data-testid="order-analyses">
      {summary.codes.join(', ')}
      {summary.more > 0 && (
        <span className="ml-1 text-stone-600">{t('orders.list.moreAnalyses', { more: summary.more })}</span>
      )}
    </span>
  );
}

function Practice({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  return (
    <span className="block min-w-0 break-words">
      <span className="block">{row.office?.name ?? t('orders.list.noPractice')}</span>
      <span className="block text-xs text-stone-600">{row.doctor.name}</span>
    </span>
  );
}
