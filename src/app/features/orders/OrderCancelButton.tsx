import { useTranslation } from 'react-i18next';
import { XCircleIcon } from '@heroicons/react/20/solid';
import type { OrderRow } from '../../../db/rows';
import { DangerButton } from '../../components/Button';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { notify } from '../../notifications/notify';
import { orderActions } from './orderActions';

/** 'Auftrag stornieren': asks in the app's dialog, then queues the cancellation (orderActions.ts). */
export function OrderCancelButton({
  order,
  doctor,
}: {
  order: Pick<OrderRow, 'id' | 'uuid' | 'number'>;
  doctor: { titel: string | null; vorname: string; nachname: string };
}) {
  const { t } = useTranslation();
  const cancel = async () => {
    const confirmed = await askConfirmation({
      title: t('orders.cancel.title', { number: order.number }),
      message: t('orders.cancel.message'),
      confirmLabel: t('orders.cancel.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await orderActions.cancel(order, doctor);
    notify.info(t('orders.cancel.queued'));
  };
  return (
    <DangerButton onClick={() => void cancel()} data-testid="order-cancel">
      <XCircleIcon className="size-5" aria-hidden="true" />
      {t('orders.cancel.button')}
    </DangerButton>
  );
}
