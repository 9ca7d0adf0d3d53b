import { useTranslation } from 'react-i18next';
import type { OrderStatus, OrderUrgency } from '../../../contract/orders';

/**
 * The status of spec §4's list and the urgency as small badges: the text carries the meaning (the
 * spec's German names through `orderStatus.<key>`), the colour only groups them (waiting at the
 * lab, being worked on, reported, closed).
 */
const STATUS_TONE: Record<OrderStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-200',
  billing_entry: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  report_pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  report_created: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  lab_release: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  billing_release: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  done: 'bg-stone-100 text-stone-800 ring-stone-300',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
};

const URGENCY_TONE: Record<OrderUrgency, string> = {
  normal: 'bg-white text-stone-700 ring-stone-300',
  urgent: 'bg-amber-100 text-amber-900 ring-amber-300',
  emergency: 'bg-red-700 text-white ring-red-700',
};

const BADGE = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="order-status" data-status={status} className={`${BADGE} ${STATUS_TONE[status]}`}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}

export function OrderUrgencyBadge({ urgency }: { urgency: OrderUrgency }) {
  const { t } = useTranslation();
  return (
    <span data-testid="order-urgency" data-urgency={urgency} className={`${BADGE} ${URGENCY_TONE[urgency]}`}>
      {t(`orderUrgency.${urgency}`)}
    </span>
  );
}
